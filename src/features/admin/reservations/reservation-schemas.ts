import {
  combineDateAndTime,
  dateAndTimeFields,
  type LocalDateTime,
  toReceived,
  toSent,
} from '../../../domain/dates'
import { RESERVATION_STATUSES, type ReservationStatus } from '../../../domain/enums'
import {
  type Reservation,
  type ReservationUpdateInput,
  ReservationUpdateInputSchema,
} from '../../../domain/reservation'
import { STATUS_LABELS } from '../../../domain/status-labels'
import { dropOffAfterPickUp, requiredDate, type StayFields } from '../../../domain/stay-fields'
import { formFieldsOf } from '../../../domain/with-messages'
import * as z from '../../../domain/zod'
import { msg } from '../../../i18n/msg'

// The words of docs/product.md section 5 for the admin reservation form, verbatim.

/** The statuses to choose from; their labels are messages, shown with `t`. */
export const STATUS_OPTIONS = RESERVATION_STATUSES.map((value) => ({
  label: STATUS_LABELS[value],
  value,
}))

export const ReservationFormSchema = formFieldsOf(ReservationUpdateInputSchema, {
  pickUpLocation: {
    required: msg('Enter the pick up place'),
    tooLong: msg('Pick up place must be at most 50 characters'),
  },
  dropOfLocation: {
    required: msg('Enter the drop off place'),
    tooLong: msg('Drop off place must be at most 50 characters'),
  },
  status: { required: msg('Select a status'), invalid: msg('Select a status') },
})
  .extend({
    carId: z.number({ error: msg('Select a car') }).int(msg('Select a car')),
    pickUpDate: requiredDate(msg('Select the pick up date')),
    pickUpTime: requiredDate(msg('Select the pick up time')),
    dropOffDate: requiredDate(msg('Select the drop off date')),
    dropOffTime: requiredDate(msg('Select the drop off time')),
  })
  .refine(...dropOffAfterPickUp)

export interface ReservationFormValues extends StayFields {
  carId: number | null
  pickUpLocation: string
  dropOfLocation: string
  status: ReservationStatus | null
}

export function reservationValues(reservation: Reservation): ReservationFormValues {
  const pickUp = dateAndTimeFields(reservation.pickUpTime)
  const dropOff = dateAndTimeFields(reservation.dropOfTime)
  return {
    carId: reservation.car.id,
    pickUpLocation: reservation.pickUpLocation,
    dropOfLocation: reservation.dropOfLocation,
    pickUpDate: pickUp.date,
    pickUpTime: pickUp.time,
    dropOffDate: dropOff.date,
    dropOffTime: dropOff.time,
    status: reservation.status,
  }
}

/** PUT /reservations/admin/auth's query car and body, dates sent as MM/DD/YYYY HH:mm:ss, and the trip's ends as wall-clock readings (for the app's own availability check). */
export function toReservationUpdate(values: ReservationFormValues): {
  carId: number
  input: ReservationUpdateInput
  pickUp: LocalDateTime
  dropOff: LocalDateTime
} {
  const v = ReservationFormSchema.parse(values)
  const pickUp = combineDateAndTime(v.pickUpDate, v.pickUpTime)
  const dropOff = combineDateAndTime(v.dropOffDate, v.dropOffTime)
  return {
    carId: v.carId,
    pickUp,
    dropOff,
    input: ReservationUpdateInputSchema.parse({
      pickUpTime: toSent(pickUp),
      dropOfTime: toSent(dropOff),
      pickUpLocation: v.pickUpLocation,
      dropOfLocation: v.dropOfLocation,
      status: v.status,
    }),
  }
}

/** Production never checks a reservation moved to another car with its times unchanged, and would book that car twice: the app asks whether the new car is free first, and a refusal reads so under the car. */
export const CAR_TAKEN_MESSAGE = msg(
  'This car is already booked for these dates and times, so the reservation cannot be moved to it. Choose another car or other times.',
)

/** Production counts a reservation against itself when its times change: new times that overlap its current ones on the same car are refused, whatever else is free. */
export const OWN_TIMES_MESSAGE = msg(
  'The server counts this reservation’s current times as taken, so it cannot be moved to times that overlap them on the same car. Move it to times clear of its current ones, or to another car.',
)

/** Whether a save needs the app's own check: the car changes and the reservation stays active (a DONE or CANCELED one holds no car). */
export const needsCarCheck = (reservation: Reservation, carId: number, status: ReservationStatus) =>
  carId !== reservation.car.id && status === 'CREATED'

/** Why production refused new times on the same car, when the reason is the reservation itself: an end of the new times within its current ones, while it is active. */
export function refusedForOwnTimes(
  reservation: Reservation,
  carId: number,
  pickUp: LocalDateTime,
  dropOff: LocalDateTime,
): boolean {
  if (carId !== reservation.car.id || reservation.status !== 'CREATED') return false
  const [from, to] = [toReceived(reservation.pickUpTime), toReceived(reservation.dropOfTime)]
  const within = (at: LocalDateTime) => from <= at && at <= to
  return within(pickUp) || within(dropOff)
}
