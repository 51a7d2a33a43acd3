import dayjs from 'dayjs'
import {
  lastPickUpDay,
  rentalTooLong,
  TOO_FAR_AHEAD_MESSAGE,
  TOO_LONG_MESSAGE,
} from '../../../domain/booking-limits'
import {
  combineDateAndTime,
  type LocalDateTime,
  localDateTimeOf,
  toSent,
  wholeHoursBetween,
} from '../../../domain/dates'
import { type BookingInput, BookingInputSchema } from '../../../domain/reservation'
import {
  dropOffAfterPickUp,
  MINIMUM_RENTAL_MESSAGE,
  PAST_MESSAGE,
  rangeOf,
  requiredDate,
  type StayFields,
  whenFilled,
} from '../../../domain/stay-fields'
import { formFieldsOf } from '../../../domain/with-messages'
import * as z from '../../../domain/zod'
import { msg } from '../../../i18n/msg'

// An administrator books for a customer under the customer's own rules (the booking limits of
// src/domain/booking-limits.ts): production checks neither the past nor the order of the dates.

export { NOT_AVAILABLE_MESSAGE } from '../../../domain/stay-fields'

export interface AdminBookingValues extends StayFields {
  userId: number | null
  carId: number | null
  pickUpLocation: string
  dropOfLocation: string
}

export const emptyAdminBooking = (
  start: Partial<Pick<AdminBookingValues, 'userId' | 'carId'>> = {},
): AdminBookingValues => ({
  userId: start.userId ?? null,
  carId: start.carId ?? null,
  pickUpLocation: '',
  dropOfLocation: '',
  pickUpDate: null,
  pickUpTime: null,
  dropOffDate: null,
  dropOffTime: null,
})

const ALL_DATES = whenFilled(['pickUpDate', 'pickUpTime', 'dropOffDate', 'dropOffTime'])

/** The form's rules; `now` decides what is in the past (tests pin it). */
export function adminBookingSchema(now: Date) {
  return formFieldsOf(BookingInputSchema, {
    pickUpLocation: {
      required: msg('Enter the pick up place'),
      tooLong: msg('Pick up place must be at most 50 characters'),
    },
    dropOfLocation: {
      required: msg('Enter the drop off place'),
      tooLong: msg('Drop off place must be at most 50 characters'),
    },
  })
    .extend({
      userId: z.number({ error: msg('Select a customer') }).int(msg('Select a customer')),
      carId: z.number({ error: msg('Select a car') }).int(msg('Select a car')),
      pickUpDate: requiredDate(msg('Select the pick up date')),
      pickUpTime: requiredDate(msg('Select the pick up time')),
      dropOffDate: requiredDate(msg('Select the drop off date')),
      dropOffTime: requiredDate(msg('Select the drop off time')),
    })
    .refine(...dropOffAfterPickUp)
    .refine((v) => combineDateAndTime(v.pickUpDate, v.pickUpTime) >= localDateTimeOf(now), {
      path: ['pickUpTime'],
      message: PAST_MESSAGE,
      when: whenFilled(['pickUpDate', 'pickUpTime']),
    })
    .refine((v) => !dayjs(v.pickUpDate).isAfter(lastPickUpDay(now), 'day'), {
      path: ['pickUpDate'],
      message: TOO_FAR_AHEAD_MESSAGE,
      when: whenFilled(['pickUpDate']),
    })
    .refine(
      (v) => {
        const range = rangeOf(v)
        return !range || range.to <= range.from || wholeHoursBetween(range.from, range.to) >= 1
      },
      { path: ['dropOffTime'], message: MINIMUM_RENTAL_MESSAGE, when: ALL_DATES },
    )
    .refine(
      (v) => {
        const range = rangeOf(v)
        return !range || !rentalTooLong(range.from, range.to)
      },
      { path: ['dropOffDate'], message: TOO_LONG_MESSAGE, when: ALL_DATES },
    )
}

/** What a check or a booking is made for: changing any of it calls for a new check. */
export function checkKey(values: AdminBookingValues): string | null {
  const range = rangeOf(values)
  return range && values.carId !== null ? `${values.carId}|${range.from}|${range.to}` : null
}

/** POST /reservations/add/auth's query and body, and the trip's ends as wall-clock readings. */
export function toAdminBooking(
  values: AdminBookingValues,
  now: Date,
): {
  userId: number
  carId: number
  input: BookingInput
  from: LocalDateTime
  to: LocalDateTime
} {
  const v = adminBookingSchema(now).parse(values)
  const { from, to } = rangeOf(v)!
  return {
    userId: v.userId,
    carId: v.carId,
    from,
    to,
    input: BookingInputSchema.parse({
      pickUpTime: toSent(from),
      dropOfTime: toSent(to),
      pickUpLocation: v.pickUpLocation.trim(),
      dropOfLocation: v.dropOfLocation.trim(),
    }),
  }
}
