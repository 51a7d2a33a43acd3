import type { Role } from '../../../domain/enums'
import {
  profileOf,
  type User,
  type UserCreateInput,
  UserCreateInputSchema,
  type UserUpdateInput,
  UserUpdateInputSchema,
} from '../../../domain/user'
import { EMAIL_MESSAGES, PROFILE_MESSAGES } from '../../../domain/user-forms'
import { type FieldMessages, formFieldsOf, withMessages } from '../../../domain/with-messages'
import * as z from '../../../domain/zod'
import { msg } from '../../../i18n/msg'

// Each text is marked with msg() and shown translated where the form shows it.
// docs/product.md section 5's words for the admin user forms (verbatim); server limits it gives no words for are told plainly, the same as in the customer's forms.

export const ROLE_OPTIONS: ReadonlyArray<{ label: string; value: Role }> = [
  { label: msg('Customer'), value: 'Customer' },
  { label: msg('Admin'), value: 'Administrator' },
]
export const roleLabel = (role: string) =>
  ROLE_OPTIONS.find((option) => option.value === role)?.label ?? role

const ROLES_MESSAGES: FieldMessages = {
  required: msg('Please select a role'),
  tooShort: msg('Please select a role'),
}
const PASSWORD_LIMITS: FieldMessages = {
  tooShort: msg('Password must be at least 4 characters'),
  tooLong: msg('Password must be at most 60 characters'),
}

export const UserCreateFormSchema = formFieldsOf(UserCreateInputSchema, {
  firstName: { ...PROFILE_MESSAGES.firstName, required: msg('Please enter first name') },
  lastName: { ...PROFILE_MESSAGES.lastName, required: msg('Please enter last name') },
  phoneNumber: {
    required: msg('Please enter phone number'),
    format: msg('Please enter a valid phone number'),
  },
  address: { ...PROFILE_MESSAGES.address, required: msg('Please enter address') },
  zipCode: { ...PROFILE_MESSAGES.zipCode, required: msg('Please enter zip code') },
  email: {
    ...EMAIL_MESSAGES,
    required: msg('Please enter email'),
    format: msg('Please enter a valid email'),
    tooShort: msg('Please enter email'),
  },
  password: { ...PASSWORD_LIMITS, required: msg('Please enter password') },
  roles: ROLES_MESSAGES,
})
export type UserCreateFormValues = z.input<typeof UserCreateFormSchema>

export const emptyUserCreateValues: UserCreateFormValues = {
  firstName: '',
  lastName: '',
  phoneNumber: '',
  address: '',
  zipCode: '',
  email: '',
  password: '',
  roles: [],
}

export const toUserCreateInput = (values: UserCreateFormValues): UserCreateInput =>
  UserCreateFormSchema.parse(values)

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value === '' ? undefined : value

export const UserEditFormSchema = formFieldsOf(UserUpdateInputSchema, {
  ...PROFILE_MESSAGES,
  roles: ROLES_MESSAGES,
}).extend({
  password: z.preprocess(
    blankToUndefined,
    withMessages(UserUpdateInputSchema.shape.password, PASSWORD_LIMITS),
  ),
})
export type UserEditFormValues = z.input<typeof UserEditFormSchema>

export const userEditValues = (user: User): UserEditFormValues => ({
  ...profileOf(user),
  password: '',
  roles: [...user.roles],
})

export function toUserUpdateInput(values: UserEditFormValues): UserUpdateInput {
  const { password, ...rest } = UserEditFormSchema.parse(values) as UserUpdateInput
  return password ? { ...rest, password } : rest
}
