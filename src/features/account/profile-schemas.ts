import type * as z from 'zod'
import { PasswordChangeInputSchema, ProfileInputSchema } from '../../domain/user'
import {
  confirmationField,
  mustMatch,
  PASSWORDS_DIFFER,
  PROFILE_MESSAGES,
  passwordField,
} from '../../domain/user-forms'
import { formFieldsOf } from '../../domain/with-messages'
import { msg } from '../../i18n/msg'

/** Update Profile: PUT /user's payload with the registration messages of docs/product.md on top. */
export const ProfileFormSchema = formFieldsOf(ProfileInputSchema, PROFILE_MESSAGES)
export type ProfileFormValues = z.input<typeof ProfileFormSchema>

/** Update Password: PATCH /user/auth's payload, the new password held to every strength rule. */
export const PasswordFormSchema = formFieldsOf(PasswordChangeInputSchema, {
  oldPassword: { required: msg('Please enter your current password') },
})
  .extend({
    newPassword: passwordField(msg('Please enter your new password')),
    confirmNewPassword: confirmationField(
      PasswordChangeInputSchema.shape.confirmNewPassword,
      msg('Please re-enter your new password'),
    ),
  })
  .refine(...mustMatch('newPassword', 'confirmNewPassword', PASSWORDS_DIFFER))
export type PasswordFormValues = z.input<typeof PasswordFormSchema>

export const emptyPasswordValues: PasswordFormValues = {
  oldPassword: '',
  newPassword: '',
  confirmNewPassword: '',
}
