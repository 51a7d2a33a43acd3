import { useMutation } from '@tanstack/react-query'
import { Form, Formik } from 'formik'
import { userMutations } from '../../api/user-mutations'
import { useT } from '../../i18n/i18n'
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
  const t = useT()
  const register = useMutation(userMutations.register())
  return (
    <Formik
      initialValues={emptyRegisterValues}
      validate={zodFormikValidate<RegisterFormValues>(RegisterFormSchema)}
      onSubmit={saveForm((values) => register.mutateAsync(RegisterFormSchema.parse(values)), {
        success: t('You are registered successfully'),
        onSaved: (values, { resetForm }) => {
          resetForm()
          onRegistered(RegisterFormSchema.parse(values).email)
        },
      })}
    >
      <Form className="auth-form auth-form--register" noValidate aria-label={t('Register')}>
        <ProfileFields wideClassName="auth-form__wide" />
        <TextField
          name="email"
          label={t('Email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          className="auth-form__wide"
          required
        />
        <PasswordField
          name="password"
          label={t('Password')}
          autoComplete="new-password"
          hint={t('8+ characters with upper and lower case, a number and one of @$!%*#?&')}
          required
        />
        <PasswordField
          name="confirmPassword"
          label={t('Confirm password')}
          autoComplete="new-password"
          required
        />
        <SubmitButton label={t('Register')} icon="pi pi-user-plus" className="auth-form__wide" />
      </Form>
    </Formik>
  )
}
