import { intlLocale } from '../../../i18n/format'
import { useT } from '../../../i18n/i18n'
import { CheckboxField } from '../../../ui/form/checkbox-field'
import { NumberField } from '../../../ui/form/number-field'
import { SelectField } from '../../../ui/form/select-field'
import { TextField } from '../../../ui/form/text-field'
import { VehicleImageField } from './vehicle-image-field'
import { FUEL_TYPE_OPTIONS, notOffered, TRANSMISSION_OPTIONS } from './vehicle-schemas'
import './vehicle-form.css'

/** The fields of both vehicle forms, every one required (docs/product.md section 5). */
export function VehicleFields({
  disabled,
  stored,
}: {
  disabled?: boolean
  stored?: { transmission: string; fuelType: string }
}) {
  const t = useT()
  const unoffered = (options: ReadonlyArray<{ value: string }>, value: string | undefined) =>
    value !== undefined && notOffered(options, value)
      ? disabled
        ? t('Saved as “{value}”, which this form does not offer.', { value })
        : t('Saved as “{value}”, which this form does not offer: choose the nearest.', { value })
      : undefined
  const translated = (options: ReadonlyArray<{ label: string; value: string }>) =>
    options.map((option) => ({ ...option, label: t(option.label) }))
  return (
    <>
      <VehicleImageField disabled={disabled} />
      <TextField name="model" label={t('Model')} autoComplete="off" required disabled={disabled} />
      <NumberField
        name="pricePerHour"
        label={t('Price per hour')}
        mode="currency"
        currency="USD"
        locale={intlLocale()}
        required
        disabled={disabled}
      />
      <NumberField
        name="doors"
        label={t('Doors')}
        useGrouping={false}
        required
        disabled={disabled}
      />
      <NumberField
        name="seats"
        label={t('Seats')}
        useGrouping={false}
        required
        disabled={disabled}
      />
      <NumberField
        name="luggage"
        label={t('Luggage')}
        suffix={` ${t('lt')}`}
        useGrouping={false}
        required
        disabled={disabled}
      />
      <NumberField
        name="age"
        label={t('Age')}
        unit={{ one: ` ${t('year')}`, other: ` ${t('years')}` }}
        useGrouping={false}
        required
        disabled={disabled}
      />
      <SelectField
        name="transmission"
        label={t('Transmission')}
        options={translated(TRANSMISSION_OPTIONS)}
        placeholder={t('Select a transmission')}
        hint={unoffered(TRANSMISSION_OPTIONS, stored?.transmission)}
        required
        disabled={disabled}
      />
      <SelectField
        name="fuelType"
        label={t('Fuel type')}
        options={translated(FUEL_TYPE_OPTIONS)}
        placeholder={t('Select a fuel type')}
        hint={unoffered(FUEL_TYPE_OPTIONS, stored?.fuelType)}
        required
        disabled={disabled}
      />
      <CheckboxField
        name="airConditioning"
        label={t('Air conditioning')}
        disabled={disabled}
        className="admin-form__wide"
      />
    </>
  )
}
