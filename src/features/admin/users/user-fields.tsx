import { CheckboxGroupField } from '../../../ui/form/checkbox-group-field'
import { PasswordField } from '../../../ui/form/password-field'
import { ProfileFields } from '../../../ui/form/profile-fields'
import { TextField } from '../../../ui/form/text-field'
import { ROLE_OPTIONS } from './user-schemas'

interface UserFieldsProps {
  mode: 'create' | 'edit'
  /** Built-in accounts are shown, never changed. */
  disabled?: boolean
}

/** The fields of the admin user forms, in the order of docs/product.md. */
export function UserFields({ mode, disabled }: UserFieldsProps) {
  const creating = mode === 'create'
  return (
    <>
      <ProfileFields
        labels="title"
        own={false}
        wideClassName="admin-form__wide"
        disabled={disabled}
      />
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="off"
        required={creating}
        readOnly={!creating}
        disabled={disabled}
        hint={creating ? undefined : 'The e-mail is the sign-in name and cannot be changed.'}
      />
      <PasswordField
        name="password"
        label="Password"
        autoComplete="new-password"
        required={creating}
        disabled={disabled}
        hint={creating ? undefined : 'Leave empty to keep the current password.'}
      />
      <CheckboxGroupField
        name="roles"
        label="Roles"
        options={ROLE_OPTIONS}
        required
        disabled={disabled}
        className="admin-form__wide"
      />
    </>
  )
}
