import { msg } from '../i18n/msg'
import { PASSWORD_MAX_LENGTH, strongPassword } from './user'
import { type FieldMessages, withMessages } from './with-messages'
import * as z from './zod'

// docs/product.md section 5's words for the user forms (registration, profile, password, admin), verbatim and typos included; server limits it gives no words for are told plainly.

export const EMAIL_MESSAGES: FieldMessages = {
  required: msg('Please enter your email'),
  format: msg('Please enter your email'),
  tooShort: msg('Please enter your email'),
  tooLong: msg('Email must be at most 150 characters'),
}

export const PROFILE_MESSAGES = {
  firstName: {
    required: msg('Please enter your first name'),
    tooLong: msg('First name must be at most 15 characters'),
  },
  lastName: {
    required: msg('Please enter your last name'),
    tooLong: msg('Last name must be at most 15 characters'),
  },
  // Incomplete masks keep their '_' slots, so the pattern rejects them as well.
  phoneNumber: {
    required: msg('Please enter your phone number'),
    format: msg('Please enter your phone number'),
  },
  address: {
    required: msg('Please enter your address'),
    tooLong: msg('Address must be at most 250 characters'),
  },
  zipCode: {
    required: msg('Please enter your zip code'),
    tooLong: msg('Zip code must be at most 15 characters'),
  },
  email: EMAIL_MESSAGES,
} satisfies Record<string, FieldMessages>

/** The app asks more of a new password than the server: an empty field says only that it is required. */
export const passwordField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .pipe(
      strongPassword(requiredMessage).max(
        PASSWORD_MAX_LENGTH,
        // PASSWORD_MAX_LENGTH, spelt out for the catalog check.
        msg('Password must be at most 60 characters'),
      ),
    )

/** A required confirmation field, from the payload's own (the server only wants a string). */
export const confirmationField = (field: z.ZodString, requiredMessage: string) =>
  withMessages(field.min(1), { required: requiredMessage })

/** A confirmation must equal its password. */
export function mustMatch(password: string, confirmation: string, message: string) {
  const params = {
    path: [confirmation] as PropertyKey[],
    message,
    when: (payload: { value: unknown }) => {
      const v = payload.value as Record<string, unknown> | undefined
      return typeof v?.[password] === 'string' && typeof v?.[confirmation] === 'string'
    },
  }
  const check = (v: Record<string, unknown>) => !v[confirmation] || v[confirmation] === v[password]
  return [check, params] as const
}

export const PASSWORDS_DIFFER = msg("Password fields doesn't match")
