import { Form, Formik } from 'formik'
import { signIn } from '../../state/session'
import { PasswordField } from '../../ui/form/password-field'
import { SubmitButton } from '../../ui/form/submit-button'
import { TextField } from '../../ui/form/text-field'
import { zodFormikValidate } from '../../ui/form/zod-formik'
import { notifyError } from '../../ui/notify'
import { LoginFormSchema, type LoginFormValues } from './auth-schemas'

const initialValues: LoginFormValues = { email: '', password: '' }

export interface LoginFormProps {
  /** Called once the session holds the signed-in user. */
  onSignedIn: () => void
}

export function LoginForm({ onSignedIn }: LoginFormProps) {
  return (
    <Formik
      initialValues={initialValues}
      validate={zodFormikValidate<LoginFormValues>(LoginFormSchema)}
      onSubmit={async (values) => {
        try {
          await signIn(LoginFormSchema.parse(values))
          onSignedIn()
        } catch (error) {
          notifyError(error)
        }
      }}
    >
      <Form className="auth-form" noValidate aria-label="Login">
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
        />
        <PasswordField name="password" label="Password" autoComplete="current-password" required />
        <SubmitButton label="Login" icon="pi pi-sign-in" />
      </Form>
    </Formik>
  )
}
