import { PASSWORD_MAX_LENGTH, strongPassword } from './user'
import { type FieldMessages, withMessages } from './with-messages'
import * as z from './zod'

// docs/product.md section 5's words for the user forms (registration, profile, password, admin), verbatim and typos included; server limits it gives no words for are told plainly.

export const EMAIL_MESSAGES: FieldMessages = {
  required: 'Please enter your email',
  format: 'Please enter your email',
  tooShort: 'Please enter your email',
  tooLong: 'Email must be at most 150 characters',
}

export const PROFILE_MESSAGES = {
  firstName: {
    required: 'Please enter your first name',
    tooLong: 'First name must be at most 15 characters',
  },
  lastName: {
    required: 'Please enter your last name',
    tooLong: 'Last name must be at most 15 characters',
  },
  // Incomplete masks keep their '_' slots, so the pattern rejects them as well.
  phoneNumber: {
    required: 'Please enter your phone number',
    format: 'Please enter your phone number',
  },
  address: {
    required: 'Please enter your address',
    tooLong: 'Address must be at most 250 characters',
  },
  zipCode: {
    required: 'Please enter your zip code',
    tooLong: 'Zip code must be at most 15 characters',
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
        `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
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

export const PASSWORDS_DIFFER = "Password fields doesn't match"
