import { Form, Formik } from 'formik'
import { ApiError } from '../../api/client'
import { signIn } from '../../state/session'
import { PasswordField } from '../../ui/form/password-field'
import { SubmitButton } from '../../ui/form/submit-button'
import { TextField } from '../../ui/form/text-field'
import { zodFormikValidate } from '../../ui/form/zod-formik'
import { notifyError } from '../../ui/notify'
import { LoginFormSchema, type LoginFormValues, NO_ACCESS_MESSAGE } from './auth-schemas'

export interface LoginFormProps {
  /** Called once the session holds the signed-in user. */
  onSignedIn: () => void
  /** Filled in for the visitor, e.g. the e-mail they have just registered. */
  email?: string
}

export function LoginForm({ onSignedIn, email = '' }: LoginFormProps) {
  const initialValues: LoginFormValues = { email, password: '' }
  return (
    <Formik
      initialValues={initialValues}
      enableReinitialize
      validate={zodFormikValidate<LoginFormValues>(LoginFormSchema)}
      onSubmit={async (values) => {
        try {
          await signIn(LoginFormSchema.parse(values))
          onSignedIn()
        } catch (error) {
          // Signed in, then refused the account (GET /user): a role the site does not serve.
          const noAccess = error instanceof ApiError && error.status === 403
          notifyError(noAccess ? new Error(NO_ACCESS_MESSAGE) : error)
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
