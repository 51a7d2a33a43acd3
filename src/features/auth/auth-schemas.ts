import * as z from 'zod'
import { PHONE_PATTERN, strongPassword } from '../../domain/user'

// SPEC.md section 5 messages, verbatim (typos included).
const required = (message: string) => z.string({ error: message }).trim().min(1, message)

/** Valid and required share SPEC's one message. */
export const emailField = z
  .string({ error: 'Please enter your email' })
  .trim()
  .pipe(z.email('Please enter your email'))

/** Required first, then every strength rule; an empty field shows only the required message. */
export const passwordField = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).min(1, requiredMessage).pipe(strongPassword(requiredMessage))

export const LoginFormSchema = z.object({
  email: emailField,
  password: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password'),
})
export type LoginFormValues = z.input<typeof LoginFormSchema>

export const RegisterFormSchema = z
  .object({
    firstName: required('Please enter your first name'),
    lastName: required('Please enter your last name'),
    // Incomplete masks keep their '_' slots, so the pattern rejects them too.
    phoneNumber: z
      .string({ error: 'Please enter your phone number' })
      .regex(PHONE_PATTERN, 'Please enter your phone number'),
    address: required('Please enter your address'),
    zipCode: required('Please enter your zip code'),
    email: emailField,
    password: passwordField('Please enter your password'),
    confirmPassword: required('Please re-enter your password'),
  })
  .refine((v) => !v.confirmPassword || v.confirmPassword === v.password, {
    path: ['confirmPassword'],
    message: "Password fields doesn't match",
    // Compare even while other fields are invalid, so the mismatch shows with them.
    when: (payload) => {
      const v = payload.value as { password?: unknown; confirmPassword?: unknown }
      return typeof v?.password === 'string' && typeof v?.confirmPassword === 'string'
    },
  })
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
