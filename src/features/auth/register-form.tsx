import { useMutation } from '@tanstack/react-query'
import { Form, Formik } from 'formik'
import { userMutations } from '../../api/user-mutations'
import { PasswordField } from '../../ui/form/password-field'
import { ProfileFields } from '../../ui/form/profile-fields'
import { saveForm } from '../../ui/form/save-form'
import { SubmitButton } from '../../ui/form/submit-button'
import { TextField } from '../../ui/form/text-field'
import { zodFormikValidate } from '../../ui/form/zod-formik'
import { emptyRegisterValues, RegisterFormSchema, type RegisterFormValues } from './auth-schemas'

export interface RegisterFormProps {
  onRegistered: (email: string) => void
}

export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const register = useMutation(userMutations.register())
  return (
    <Formik
      initialValues={emptyRegisterValues}
      validate={zodFormikValidate<RegisterFormValues>(RegisterFormSchema)}
      onSubmit={saveForm((values) => register.mutateAsync(RegisterFormSchema.parse(values)), {
        success: 'You are registered successfully',
        onSaved: (values, { resetForm }) => {
          resetForm()
          onRegistered(RegisterFormSchema.parse(values).email)
        },
      })}
    >
      <Form className="auth-form auth-form--register" noValidate aria-label="Register">
        <ProfileFields wideClassName="auth-form__wide" />
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          className="auth-form__wide"
          required
        />
        <PasswordField
          name="password"
          label="Password"
          autoComplete="new-password"
          hint="8+ characters with upper and lower case, a number and one of @$!%*#?&"
          required
        />
        <PasswordField
          name="confirmPassword"
          label="Confirm password"
          autoComplete="new-password"
          required
        />
        <SubmitButton label="Register" icon="pi pi-user-plus" className="auth-form__wide" />
      </Form>
    </Formik>
  )
}
