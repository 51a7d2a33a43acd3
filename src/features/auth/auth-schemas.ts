import { LoginInputSchema, RegistrationInputSchema } from '../../domain/user'
import {
  confirmationField,
  EMAIL_MESSAGES,
  mustMatch,
  PASSWORDS_DIFFER,
  PROFILE_MESSAGES,
  passwordField,
} from '../../domain/user-forms'
import { formFieldsOf, withMessages } from '../../domain/with-messages'
import * as z from '../../domain/zod'
import { msg } from '../../i18n/msg'

// Form schemas are the payload schemas of src/domain with docs/product.md section 5's messages on top (verbatim, typos included); server limits it gives no words for are told plainly.

export const LoginFormSchema = formFieldsOf(LoginInputSchema, {
  password: { required: msg('Please enter your password') },
}).extend({
  email: withMessages(
    z.string().trim().pipe(LoginInputSchema.shape.email).pipe(z.email()),
    EMAIL_MESSAGES,
  ),
})
export type LoginFormValues = z.input<typeof LoginFormSchema>

export const RegisterFormSchema = formFieldsOf(RegistrationInputSchema, PROFILE_MESSAGES)
  .extend({
    password: passwordField(msg('Please enter your password')),
    confirmPassword: confirmationField(
      RegistrationInputSchema.shape.confirmPassword,
      msg('Please re-enter your password'),
    ),
  })
  .refine(...mustMatch('password', 'confirmPassword', PASSWORDS_DIFFER))
export type RegisterFormValues = z.input<typeof RegisterFormSchema>

export const emptyRegisterValues: RegisterFormValues = {
  firstName: '',
  lastName: '',
  phoneNumber: '',
  address: '',
  zipCode: '',
  email: '',
  password: '',
  confirmPassword: '',
}

/** Production signs in an account with a role of its own, then refuses it every page (403): said in plain words. */
export const NO_ACCESS_MESSAGE = msg(
  'This account has a role the Autovia site does not serve, so it cannot sign in here. Please ask an administrator to make it a customer or an administrator.',
)
