import { useMutation } from '@tanstack/react-query'
import { Form, Formik } from 'formik'
import { userMutations } from '../../api/user-mutations'
import { profileOf, type User } from '../../domain/user'
import { useT } from '../../i18n/i18n'
import { loadCurrentUser } from '../../state/session'
import { ProfileFields } from '../../ui/form/profile-fields'
import { saveForm } from '../../ui/form/save-form'
import { SubmitButton } from '../../ui/form/submit-button'
import { TextField } from '../../ui/form/text-field'
import { zodFormikValidate } from '../../ui/form/zod-formik'
import { ProfileFormSchema, type ProfileFormValues } from './profile-schemas'

export interface ProfileFormProps {
  user: Pick<User, 'firstName' | 'lastName' | 'phoneNumber' | 'address' | 'zipCode' | 'email'>
  locked?: boolean
}

/** Update Profile: the registration rules; the e-mail is shown, not edited (docs/product.md). */
export function ProfileForm({ user, locked = false }: ProfileFormProps) {
  const t = useT()
  const initialValues: ProfileFormValues = profileOf(user)
  const update = useMutation(userMutations.updateProfile())
  return (
    <Formik
      initialValues={initialValues}
      validate={zodFormikValidate<ProfileFormValues>(ProfileFormSchema)}
      onSubmit={saveForm(
        (values) => update.mutateAsync(ProfileFormSchema.parse({ ...values, email: user.email })),
        // The navbar shows the new name at once.
        { success: t('Your profile updated successfully'), onSaved: loadCurrentUser },
      )}
    >
      <Form className="account-form" noValidate aria-label={t('Update Profile')}>
        <ProfileFields wideClassName="account-form__wide" disabled={locked} />
        <TextField
          name="email"
          label={t('Email')}
          type="email"
          disabled
          hint={t('Your e-mail is your sign-in name and cannot be changed here.')}
          className="account-form__wide"
        />
        {locked ? null : (
          <SubmitButton
            label={t('Update Profile')}
            icon="pi pi-check"
            className="account-form__wide"
          />
        )}
      </Form>
    </Formik>
  )
}
