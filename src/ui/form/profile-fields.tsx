import { PHONE_MASK } from '../../domain/user'
import { msg, useT } from '../../i18n/i18n'
import { MaskField } from './mask-field'
import { TextField } from './text-field'

const LABELS = {
  sentence: {
    firstName: msg('First name'),
    lastName: msg('Last name'),
    phone: msg('Phone number'),
    zip: msg('Zip code'),
  },
  title: {
    firstName: msg('First Name'),
    lastName: msg('Last Name'),
    phone: msg('Phone Number'),
    zip: msg('Zip Code'),
  },
}

export interface ProfileFieldsProps {
  labels?: keyof typeof LABELS
  own?: boolean
  wideClassName: string
  disabled?: boolean
}

/** The profile fields every user form shares, in one order: first and last name, phone number (mask (999) 999-9999), zip code and address. */
export function ProfileFields({
  labels = 'sentence',
  own = true,
  wideClassName,
  disabled,
}: ProfileFieldsProps) {
  const t = useT()
  const label = LABELS[labels]
  const auto = (hint: string) => (own ? hint : 'off')
  return (
    <>
      <TextField
        name="firstName"
        label={t(label.firstName)}
        autoComplete={auto('given-name')}
        required
        disabled={disabled}
      />
      <TextField
        name="lastName"
        label={t(label.lastName)}
        autoComplete={auto('family-name')}
        required
        disabled={disabled}
      />
      <MaskField
        name="phoneNumber"
        label={t(label.phone)}
        mask={PHONE_MASK}
        placeholder="(555) 555-5555"
        autoComplete={auto('tel-national')}
        inputMode="tel"
        required
        disabled={disabled}
      />
      <TextField
        name="zipCode"
        label={t(label.zip)}
        autoComplete={auto('postal-code')}
        required
        disabled={disabled}
      />
      <TextField
        name="address"
        label={t('Address')}
        autoComplete={auto('street-address')}
        className={wideClassName}
        required
        disabled={disabled}
      />
    </>
  )
}
