import { combineDateAndTime, dateAndTimeFields, toSent } from '../../../domain/dates'
import { RESERVATION_STATUSES, type ReservationStatus } from '../../../domain/enums'
import {
  type Reservation,
  type ReservationUpdateInput,
  ReservationUpdateInputSchema,
} from '../../../domain/reservation'
import { dropOffAfterPickUp, requiredDate, type StayFields } from '../../../domain/stay-fields'
import { formFieldsOf } from '../../../domain/with-messages'
import { z } from '../../../domain/zod'

// The words of docs/product.md section 5 for the admin reservation form, verbatim.

export const STATUS_OPTIONS = RESERVATION_STATUSES.map((value) => ({ label: value, value }))

export const ReservationFormSchema = formFieldsOf(ReservationUpdateInputSchema, {
  pickUpLocation: {
    required: 'Enter the pick up place',
    tooLong: 'Pick up place must be at most 50 characters',
  },
  dropOfLocation: {
    required: 'Enter the drop off place',
    tooLong: 'Drop off place must be at most 50 characters',
  },
  status: { required: 'Select a status', invalid: 'Select a status' },
})
  .extend({
    carId: z.number({ error: 'Select a car' }).int('Select a car'),
    pickUpDate: requiredDate('Select the pick up date'),
    pickUpTime: requiredDate('Select the pick up time'),
    dropOffDate: requiredDate('Select the drop off date'),
    dropOffTime: requiredDate('Select the drop off time'),
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

/** PUT /reservations/admin/auth's query car and body, dates sent as MM/DD/YYYY HH:mm:ss. */
export function toReservationUpdate(values: ReservationFormValues): {
  carId: number
  input: ReservationUpdateInput
} {
  const v = ReservationFormSchema.parse(values)
  return {
    carId: v.carId,
    input: ReservationUpdateInputSchema.parse({
      pickUpTime: toSent(combineDateAndTime(v.pickUpDate, v.pickUpTime)),
      dropOfTime: toSent(combineDateAndTime(v.dropOffDate, v.dropOffTime)),
      pickUpLocation: v.pickUpLocation,
      dropOfLocation: v.dropOfLocation,
      status: v.status,
    }),
  }
}
