import {
  DROP_OFF_HINT,
  lastPickUpDay,
  latestDropOff,
  PICK_UP_HINT,
} from '../../domain/booking-limits'
import { useT } from '../../i18n/i18n'
import { DateField } from './date-field'
import { TextField } from './text-field'

/** Where and when a trip runs, as the customer's booking and the desk's ask it; pickers offer only days the limits allow. */
export function TripFields({ today, pickUpDate }: { today: Date; pickUpDate: Date | null }) {
  const t = useT()
  const from = pickUpDate ?? today
  return (
    <>
      <TextField
        name="pickUpLocation"
        label={t('Pick up location')}
        autoComplete="off"
        maxLength={50}
        required
      />
      <TextField
        name="dropOfLocation"
        label={t('Drop off location')}
        autoComplete="off"
        maxLength={50}
        required
      />
      <DateField
        name="pickUpDate"
        label={t('Pick up date')}
        hint={t(PICK_UP_HINT)}
        minDate={today}
        maxDate={lastPickUpDay(today).toDate()}
        required
      />
      <DateField name="pickUpTime" label={t('Pick up time')} kind="time" stepMinute={15} required />
      <DateField
        name="dropOffDate"
        label={t('Drop off date')}
        hint={t(DROP_OFF_HINT)}
        minDate={from}
        maxDate={latestDropOff(from).toDate()}
        required
      />
      <DateField
        name="dropOffTime"
        label={t('Drop off time')}
        kind="time"
        stepMinute={15}
        required
      />
    </>
  )
}
