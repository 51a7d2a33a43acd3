import { Form, Formik } from 'formik'
import { ApiError } from '../../api/client'
import { signIn } from '../../state/session'
import { PasswordField } from '../../ui/form/password-field'
import { showSaveFailure } from '../../ui/form/server-errors'
import { SubmitButton } from '../../ui/form/submit-button'
import { TextField } from '../../ui/form/text-field'
import { zodFormikValidate } from '../../ui/form/zod-formik'
import { notifyError } from '../../ui/notify'
import { LoginFormSchema, type LoginFormValues, NO_ACCESS_MESSAGE } from './auth-schemas'

/**
 * What a refused sign-in says, beside the password and in the notification: production's
 * own answer ('invalid credentials', in lower case) tells a person little.
 */
export const SIGN_IN_REFUSED_MESSAGE =
  'The e-mail or password is not right. Please check both and try again.'

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
      onSubmit={async (values, { setStatus }) => {
        try {
          await signIn(LoginFormSchema.parse(values))
          onSignedIn()
        } catch (error) {
          if (error instanceof ApiError && error.status === 401) {
            const refused = new ApiError(SIGN_IN_REFUSED_MESSAGE, 401, error.body)
            showSaveFailure(refused, { password: [SIGN_IN_REFUSED_MESSAGE] }, { setStatus, values })
          } else if (error instanceof ApiError && error.status === 403) {
            // Signed in, then refused the account (GET /user): a role the site does not serve.
            notifyError(new Error(NO_ACCESS_MESSAGE))
          } else notifyError(error)
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
