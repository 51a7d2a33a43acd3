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
  const unoffered = (options: ReadonlyArray<{ value: string }>, value: string | undefined) =>
    value !== undefined && notOffered(options, value)
      ? `Saved as “${value}”, which this form does not offer${disabled ? '' : ': choose the nearest'}.`
      : undefined
  return (
    <>
      <VehicleImageField disabled={disabled} />
      <TextField name="model" label="Model" autoComplete="off" required disabled={disabled} />
      <NumberField
        name="pricePerHour"
        label="Price per hour"
        mode="currency"
        currency="USD"
        locale="en-US"
        required
        disabled={disabled}
      />
      <NumberField name="doors" label="Doors" useGrouping={false} required disabled={disabled} />
      <NumberField name="seats" label="Seats" useGrouping={false} required disabled={disabled} />
      <NumberField
        name="luggage"
        label="Luggage"
        suffix=" lt"
        useGrouping={false}
        required
        disabled={disabled}
      />
      <NumberField
        name="age"
        label="Age"
        unit={{ one: ' year', other: ' years' }}
        useGrouping={false}
        required
        disabled={disabled}
      />
      <SelectField
        name="transmission"
        label="Transmission"
        options={TRANSMISSION_OPTIONS}
        placeholder="Select a transmission"
        hint={unoffered(TRANSMISSION_OPTIONS, stored?.transmission)}
        required
        disabled={disabled}
      />
      <SelectField
        name="fuelType"
        label="Fuel type"
        options={FUEL_TYPE_OPTIONS}
        placeholder="Select a fuel type"
        hint={unoffered(FUEL_TYPE_OPTIONS, stored?.fuelType)}
        required
        disabled={disabled}
      />
      <CheckboxField
        name="airConditioning"
        label="Air conditioning"
        disabled={disabled}
        className="admin-form__wide"
      />
    </>
  )
}
