import { Form, Formik } from 'formik'
import { api } from '../../api/app-api'
import { fieldErrorsOf } from '../../api/field-errors'
import { PasswordField } from '../../ui/form/password-field'
import { ProfileFields } from '../../ui/form/profile-fields'
import { showSaveFailure } from '../../ui/form/server-errors'
import { SubmitButton } from '../../ui/form/submit-button'
import { TextField } from '../../ui/form/text-field'
import { zodFormikValidate } from '../../ui/form/zod-formik'
import { notifySuccess } from '../../ui/notify'
import { emptyRegisterValues, RegisterFormSchema, type RegisterFormValues } from './auth-schemas'

export interface RegisterFormProps {
  /** Called with the new account's e-mail after a successful registration. */
  onRegistered: (email: string) => void
}

export function RegisterForm({ onRegistered }: RegisterFormProps) {
  return (
    <Formik
      initialValues={emptyRegisterValues}
      validate={zodFormikValidate<RegisterFormValues>(RegisterFormSchema)}
      onSubmit={async (values, { resetForm, setStatus }) => {
        try {
          const payload = RegisterFormSchema.parse(values)
          await api.register(payload)
          notifySuccess('You are registered successfully')
          resetForm()
          onRegistered(payload.email)
        } catch (error) {
          showSaveFailure(error, fieldErrorsOf(error), { setStatus: setStatus, values })
        }
      }}
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
