import { useMutation } from '@tanstack/react-query'
import { Form, Formik } from 'formik'
import { userMutations } from '../../api/user-mutations'
import { useT } from '../../i18n/i18n'
import { PasswordField } from '../../ui/form/password-field'
import { saveForm } from '../../ui/form/save-form'
import { SubmitButton } from '../../ui/form/submit-button'
import { zodFormikValidate } from '../../ui/form/zod-formik'
import { emptyPasswordValues, PasswordFormSchema, type PasswordFormValues } from './profile-schemas'

export interface PasswordFormProps {
  locked?: boolean
}

/** Update Password: the current one, a strong new one, and its confirmation (docs/product.md). */
export function PasswordForm({ locked = false }: PasswordFormProps) {
  const t = useT()
  const change = useMutation(userMutations.changePassword())
  return (
    <Formik
      initialValues={emptyPasswordValues}
      validate={zodFormikValidate<PasswordFormValues>(PasswordFormSchema)}
      onSubmit={saveForm((values) => change.mutateAsync(PasswordFormSchema.parse(values)), {
        success: t('Your password was updated successfully'),
        onSaved: (_, { resetForm }) => resetForm(),
      })}
    >
      <Form
        className="account-form account-form--single"
        noValidate
        aria-label={t('Update Password')}
      >
        <PasswordField
          name="oldPassword"
          label={t('Current password')}
          autoComplete="current-password"
          required
          disabled={locked}
        />
        <PasswordField
          name="newPassword"
          label={t('New password')}
          autoComplete="new-password"
          hint={t('8+ characters with upper and lower case, a number and one of @$!%*#?&')}
          required
          disabled={locked}
        />
        <PasswordField
          name="confirmNewPassword"
          label={t('Confirm new password')}
          autoComplete="new-password"
          required
          disabled={locked}
        />
        {locked ? null : <SubmitButton label={t('Update Password')} icon="pi pi-lock" />}
      </Form>
    </Formik>
  )
}
