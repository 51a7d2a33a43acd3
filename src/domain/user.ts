import { msg } from '../i18n/msg'
import { RoleSchema } from './enum-schemas'
import * as z from './zod'

/** `(555) 555-5555`: the only phone format the API accepts. */
export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/
export const PHONE_MASK = '(999) 999-9999'
export const PASSWORD_MIN_LENGTH = 8
/** The server's own limit (it accepts 4 to 60 characters; the web app asks for more). */
export const PASSWORD_MAX_LENGTH = 60
export const PASSWORD_SPECIALS = '@$!%*#?&'

/** UserDTO as GET /user and GET /user/{id}/auth return it (no id, no password). */
export const UserSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  address: z.string(),
  zipCode: z.string(),
  roles: z.array(RoleSchema),
  builtIn: z.boolean(),
})
export type User = z.infer<typeof UserSchema>

export const UserListItemSchema = UserSchema.extend({ id: z.number().int() })
export type UserListItem = z.infer<typeof UserListItemSchema>

// Server-side rules (production's bean validation); forms add their own messages on top.
const name = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(15, `${field} must be at most 15 characters`)

export const ProfileInputSchema = z.object({
  firstName: name('firstName'),
  lastName: name('lastName'),
  phoneNumber: z
    .string({ error: 'phoneNumber is required' })
    .regex(PHONE_PATTERN, 'phoneNumber must look like (555) 555-5555'),
  address: z
    .string({ error: 'address is required' })
    .trim()
    .min(1, 'address is required')
    .max(250, 'address must be at most 250 characters'),
  zipCode: z
    .string({ error: 'zipCode is required' })
    .trim()
    .min(1, 'zipCode is required')
    .max(15, 'zipCode must be at most 15 characters'),
  email: z
    .email({ error: 'email must be a valid e-mail address' })
    .min(5, 'email must be at least 5 characters')
    .max(150, 'email must be at most 150 characters'),
})
export type ProfileInput = z.infer<typeof ProfileInputSchema>

/** A stored phone number in the form's one format, since production also takes formats the mask cannot hold. */
export function formPhone(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '')
  if (PHONE_PATTERN.test(phoneNumber) || digits.length !== 10) return phoneNumber
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
}

export const profileOf = (user: ProfileInput): ProfileInput => ({
  firstName: user.firstName,
  lastName: user.lastName,
  phoneNumber: formPhone(user.phoneNumber),
  address: user.address,
  zipCode: user.zipCode,
  email: user.email,
})

const serverPassword = z
  .string({ error: 'password is required' })
  .min(4, 'password must be at least 4 characters')
  .max(PASSWORD_MAX_LENGTH, `password must be at most ${PASSWORD_MAX_LENGTH} characters`)

export const RegistrationInputSchema = ProfileInputSchema.extend({
  password: serverPassword,
  confirmPassword: z.string({ error: 'confirmPassword is required' }),
})
export type RegistrationInput = z.infer<typeof RegistrationInputSchema>

export const LoginInputSchema = z.object({
  email: z.string({ error: 'email is required' }).min(1, 'email is required'),
  password: z.string({ error: 'password is required' }).min(1, 'password is required'),
})
export type LoginInput = z.infer<typeof LoginInputSchema>

export const LoginResultSchema = z.object({ token: z.string() })
export type LoginResult = z.infer<typeof LoginResultSchema>

export const PasswordChangeInputSchema = z.object({
  oldPassword: z.string({ error: 'oldPassword is required' }).min(1, 'oldPassword is required'),
  newPassword: serverPassword,
  confirmNewPassword: z.string({ error: 'confirmNewPassword is required' }),
})
export type PasswordChangeInput = z.infer<typeof PasswordChangeInputSchema>

/** Roles as sent by the admin forms; the API maps anything but Administrator to Customer. */
const rolesInput = z.array(z.string()).min(1, 'roles must name at least one role')

export const UserCreateInputSchema = ProfileInputSchema.extend({
  password: serverPassword,
  roles: rolesInput,
})
export type UserCreateInput = z.infer<typeof UserCreateInputSchema>

export const UserUpdateInputSchema = ProfileInputSchema.extend({
  password: serverPassword.optional(),
  roles: rolesInput,
})
export type UserUpdateInput = z.infer<typeof UserUpdateInputSchema>

/** The web app's password strength rules with the messages of docs/product.md, one check per rule so that a form can show each failed rule on its own. */
export const PASSWORD_RULES: ReadonlyArray<{ test: (value: string) => boolean; message: string }> =
  [
    { test: (v) => v.length >= PASSWORD_MIN_LENGTH, message: msg('Must be at least 8 characters') },
    { test: (v) => /[a-z]/.test(v), message: msg('One lowercase character') },
    { test: (v) => /[A-Z]/.test(v), message: msg('One uppercase character') },
    { test: (v) => /[@$!%*#?&]/.test(v), message: msg('One special character') },
    { test: (v) => /\d/.test(v), message: msg('One number') },
  ]

/** A zod string that is required (with `requiredMessage`) and passes every strength rule. */
export function strongPassword(requiredMessage: string) {
  let schema = z.string({ error: requiredMessage }).min(1, requiredMessage)
  for (const rule of PASSWORD_RULES) {
    schema = schema.refine(rule.test, { message: rule.message, abort: false })
  }
  return schema
}
