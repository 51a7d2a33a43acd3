import { Form, Formik } from 'formik'
import { ApiError } from '../../api/client'
import { t, useT } from '../../i18n/i18n'
import { msg } from '../../i18n/msg'
import { signIn } from '../../state/session'
import { PasswordField } from '../../ui/form/password-field'
import { saveForm } from '../../ui/form/save-form'
import { SubmitButton } from '../../ui/form/submit-button'
import { TextField } from '../../ui/form/text-field'
import { zodFormikValidate } from '../../ui/form/zod-formik'
import { LoginFormSchema, type LoginFormValues, NO_ACCESS_MESSAGE } from './auth-schemas'

/** What a refused sign-in says, beside the password and in the notification: production's own answer ('invalid credentials', in lower case) tells a person little. */
export const SIGN_IN_REFUSED_MESSAGE = msg(
  'The e-mail or password is not right. Please check both and try again.',
)

export interface LoginFormProps {
  onSignedIn: () => void
  email?: string
}

const refused = (error: unknown) => error instanceof ApiError && error.status === 401

async function signInWith(values: LoginFormValues) {
  try {
    await signIn(LoginFormSchema.parse(values))
  } catch (error) {
    if (refused(error)) throw new ApiError(t(SIGN_IN_REFUSED_MESSAGE), 401)
    // Signed in, then refused the account (GET /user): a role the site does not serve.
    if (error instanceof ApiError && error.status === 403) throw new Error(t(NO_ACCESS_MESSAGE))
    throw error
  }
}

export function LoginForm({ onSignedIn, email = '' }: LoginFormProps) {
  const t = useT()
  const initialValues: LoginFormValues = { email, password: '' }
  return (
    <Formik
      initialValues={initialValues}
      enableReinitialize
      validate={zodFormikValidate<LoginFormValues>(LoginFormSchema)}
      onSubmit={saveForm(signInWith, {
        onSaved: onSignedIn,
        fieldErrors: (error) =>
          refused(error) ? { password: [SIGN_IN_REFUSED_MESSAGE] } : undefined,
      })}
    >
      <Form className="auth-form" noValidate aria-label={t('Login')}>
        <TextField
          name="email"
          label={t('Email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
        />
        <PasswordField
          name="password"
          label={t('Password')}
          autoComplete="current-password"
          required
        />
        <SubmitButton label={t('Login')} icon="pi pi-sign-in" />
      </Form>
    </Formik>
  )
}
