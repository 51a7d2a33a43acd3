import { PHONE_MASK } from '../../domain/user'
import { MaskField } from './mask-field'
import { TextField } from './text-field'

const LABELS = {
  sentence: {
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone number',
    zip: 'Zip code',
  },
  title: { firstName: 'First Name', lastName: 'Last Name', phone: 'Phone Number', zip: 'Zip Code' },
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
  const label = LABELS[labels]
  const auto = (hint: string) => (own ? hint : 'off')
  return (
    <>
      <TextField
        name="firstName"
        label={label.firstName}
        autoComplete={auto('given-name')}
        required
        disabled={disabled}
      />
      <TextField
        name="lastName"
        label={label.lastName}
        autoComplete={auto('family-name')}
        required
        disabled={disabled}
      />
      <MaskField
        name="phoneNumber"
        label={label.phone}
        mask={PHONE_MASK}
        placeholder="(555) 555-5555"
        autoComplete={auto('tel-national')}
        inputMode="tel"
        required
        disabled={disabled}
      />
      <TextField
        name="zipCode"
        label={label.zip}
        autoComplete={auto('postal-code')}
        required
        disabled={disabled}
      />
      <TextField
        name="address"
        label="Address"
        autoComplete={auto('street-address')}
        className={wideClassName}
        required
        disabled={disabled}
      />
    </>
  )
}
