import { Form, Formik } from 'formik'
import { api } from '../../api/app-api'
import { PHONE_MASK, type User } from '../../domain/user'
import { loadCurrentUser } from '../../state/session'
import { MaskField } from '../../ui/form/mask-field'
import { SubmitButton } from '../../ui/form/submit-button'
import { TextField } from '../../ui/form/text-field'
import { zodFormikValidate } from '../../ui/form/zod-formik'
import { notifyError, notifySuccess } from '../../ui/notify'
import { ProfileFormSchema, type ProfileFormValues } from './profile-schemas'

export interface ProfileFormProps {
  user: Pick<User, 'firstName' | 'lastName' | 'phoneNumber' | 'address' | 'zipCode' | 'email'>
}

/** Update Profile (SPEC.md section 5): the registration rules; the e-mail is shown, not edited. */
export function ProfileForm({ user }: ProfileFormProps) {
  const initialValues: ProfileFormValues = {
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    address: user.address,
    zipCode: user.zipCode,
    email: user.email,
  }
  return (
    <Formik
      initialValues={initialValues}
      validate={zodFormikValidate<ProfileFormValues>(ProfileFormSchema)}
      onSubmit={async (values) => {
        try {
          await api.updateProfile(ProfileFormSchema.parse({ ...values, email: user.email }))
          notifySuccess('Your profile updated successfully')
          // The navbar shows the new name at once.
          await loadCurrentUser()
        } catch (error) {
          notifyError(error)
        }
      }}
    >
      <Form className="account-form" noValidate aria-label="Update Profile">
        <TextField name="firstName" label="First name" autoComplete="given-name" required />
        <TextField name="lastName" label="Last name" autoComplete="family-name" required />
        <MaskField
          name="phoneNumber"
          label="Phone number"
          mask={PHONE_MASK}
          placeholder="(555) 555-5555"
          autoComplete="tel-national"
          inputMode="tel"
          required
        />
        <TextField name="zipCode" label="Zip code" autoComplete="postal-code" required />
        <TextField
          name="address"
          label="Address"
          autoComplete="street-address"
          className="account-form__wide"
          required
        />
        <TextField
          name="email"
          label="Email"
          type="email"
          disabled
          hint="Your e-mail is your sign-in name and cannot be changed here."
          className="account-form__wide"
        />
        <SubmitButton label="Update Profile" icon="pi pi-check" className="account-form__wide" />
      </Form>
    </Formik>
  )
}
