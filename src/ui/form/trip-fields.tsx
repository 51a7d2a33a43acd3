import {
  DROP_OFF_HINT,
  lastPickUpDay,
  latestDropOff,
  PICK_UP_HINT,
} from '../../domain/booking-limits'
import { DateField } from './date-field'
import { TextField } from './text-field'

/** Where and when a trip runs, as the customer's booking and the desk's ask it; pickers offer only days the limits allow. */
export function TripFields({ today, pickUpDate }: { today: Date; pickUpDate: Date | null }) {
  const from = pickUpDate ?? today
  return (
    <>
      <TextField
        name="pickUpLocation"
        label="Pick up location"
        autoComplete="off"
        maxLength={50}
        required
      />
      <TextField
        name="dropOfLocation"
        label="Drop off location"
        autoComplete="off"
        maxLength={50}
        required
      />
      <DateField
        name="pickUpDate"
        label="Pick up date"
        hint={PICK_UP_HINT}
        minDate={today}
        maxDate={lastPickUpDay(today).toDate()}
        required
      />
      <DateField name="pickUpTime" label="Pick up time" kind="time" stepMinute={15} required />
      <DateField
        name="dropOffDate"
        label="Drop off date"
        hint={DROP_OFF_HINT}
        minDate={from}
        maxDate={latestDropOff(from).toDate()}
        required
      />
      <DateField name="dropOffTime" label="Drop off time" kind="time" stepMinute={15} required />
    </>
  )
}
