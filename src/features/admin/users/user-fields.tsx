import { useT } from '../../../i18n/i18n'
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
  const t = useT()
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
        label={t('Email')}
        type="email"
        autoComplete="off"
        required={creating}
        readOnly={!creating}
        disabled={disabled}
        hint={creating ? undefined : t('The e-mail is the sign-in name and cannot be changed.')}
      />
      <PasswordField
        name="password"
        label={t('Password')}
        autoComplete="new-password"
        required={creating}
        disabled={disabled}
        hint={creating ? undefined : t('Leave empty to keep the current password.')}
      />
      <CheckboxGroupField
        name="roles"
        label={t('Roles')}
        options={ROLE_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
        required
        disabled={disabled}
        className="admin-form__wide"
      />
    </>
  )
}
