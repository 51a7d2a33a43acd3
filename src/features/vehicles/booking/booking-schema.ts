import dayjs from 'dayjs'
import {
  lastPickUpDay,
  rentalTooLong,
  TOO_FAR_AHEAD_MESSAGE,
  TOO_LONG_MESSAGE,
} from '../../../domain/booking-limits'
import { combineDateAndTime, localDateTimeOf, wholeHoursBetween } from '../../../domain/dates'
import { BookingInputSchema } from '../../../domain/reservation'
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

export { TOO_FAR_AHEAD_MESSAGE, TOO_LONG_MESSAGE } from '../../../domain/booking-limits'
// The booking messages (docs/product.md section 5, verbatim) live in src/domain; the form and its tests read them here.
export {
  DATE_ORDER_MESSAGE,
  MINIMUM_RENTAL_MESSAGE,
  NOT_AVAILABLE_MESSAGE,
  rangeOf,
} from '../../../domain/stay-fields'

export interface BookingValues extends StayFields {
  pickUpLocation: string
  dropOfLocation: string
  cardNo: string
  nameOnCard: string
  expireDate: string
  cvc: string
  contract: boolean
}

export const emptyBookingValues: BookingValues = {
  pickUpLocation: '',
  dropOfLocation: '',
  pickUpDate: null,
  pickUpTime: null,
  dropOffDate: null,
  dropOffTime: null,
  cardNo: '',
  nameOnCard: '',
  expireDate: '',
  cvc: '',
  contract: false,
}

const date = requiredDate

/** An expiry MM/YY is valid through the 30th of its month (docs/product.md section 5). */
export function expiryValid(text: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(text)
  if (!match) return false
  const month = Number(match[1])
  if (month < 1 || month > 12) return false
  const lastDay = new Date(2000 + Number(match[2]), month - 1, 30)
  return !dayjs(lastDay).isBefore(dayjs(now).startOf('day'))
}

/** The form's two stages: `check` for the places, dates and times (the 'Check Avaliabilty' stage), `book` adding the card and the contract (the 'Book Now' stage). */
export function bookingSchemas(now: Date) {
  const today = dayjs(now).startOf('day')
  const check = formFieldsOf(BookingInputSchema, {
    pickUpLocation: {
      required: msg('Enter a pick up place please.'),
      tooLong: msg('Pick up place must be at most 50 characters'),
    },
    dropOfLocation: {
      required: msg('Enter a drop off place please.'),
      tooLong: msg('Drop off place must be at most 50 characters'),
    },
  })
    .extend({
      pickUpDate: date(msg('Select a pick up date please.')),
      pickUpTime: date(msg('Select a pick up time please.')),
      dropOffDate: date(msg('Select a drop off date please.')),
      dropOffTime: date(msg('Select a drop off time please.')),
    })
    .refine((v) => !dayjs(v.pickUpDate).isBefore(today, 'day'), {
      path: ['pickUpDate'],
      message: msg('Pick up date cannot be before today'),
      when: whenFilled(['pickUpDate']),
    })
    .refine((v) => !dayjs(v.pickUpDate).isAfter(lastPickUpDay(today), 'day'), {
      path: ['pickUpDate'],
      message: TOO_FAR_AHEAD_MESSAGE,
      when: whenFilled(['pickUpDate']),
    })
    .refine((v) => !dayjs(v.dropOffDate).isBefore(dayjs(v.pickUpDate), 'day'), {
      path: ['dropOffDate'],
      message: msg('Drop off date cannot be before the pick up date'),
      when: whenFilled(['pickUpDate', 'dropOffDate']),
    })
    .refine(...dropOffAfterPickUp)
    .refine(
      (v) => {
        const range = rangeOf(v)
        // A drop-off not after the pick-up already has its own message.
        if (!range || range.to <= range.from) return true
        return wholeHoursBetween(range.from, range.to) >= 1
      },
      {
        path: ['dropOffTime'],
        message: MINIMUM_RENTAL_MESSAGE,
        when: whenFilled(['pickUpDate', 'pickUpTime', 'dropOffDate', 'dropOffTime']),
      },
    )
    .refine(
      (v) => {
        const range = rangeOf(v)
        return !range || !rentalTooLong(range.from, range.to)
      },
      {
        path: ['dropOffDate'],
        message: TOO_LONG_MESSAGE,
        when: whenFilled(['pickUpDate', 'pickUpTime', 'dropOffDate', 'dropOffTime']),
      },
    )
    .refine((v) => combineDateAndTime(v.pickUpDate, v.pickUpTime) >= localDateTimeOf(now), {
      path: ['pickUpTime'],
      message: PAST_MESSAGE,
      when: whenFilled(['pickUpDate', 'pickUpTime']),
    })
  const book = check.and(
    z.object({
      cardNo: z.string().regex(/^\d{4}-\d{4}-\d{4}-\d{4}$/, msg('Please enter the card number')),
      nameOnCard: z.string().trim().min(1, msg('Please enter the name of card')),
      expireDate: z
        .string()
        .regex(/^\d{2}\/\d{2}$/, msg('Please enter the expire date'))
        .refine(
          (text) => !/^\d{2}\/\d{2}$/.test(text) || expiryValid(text, now),
          msg('Enter a valid expire date (MM/YY)'),
        ),
      cvc: z
        .string()
        .min(1, msg('Please enter the cvc'))
        .regex(/^\d*$/, msg('Must be number'))
        .refine((text) => !/^\d+$/.test(text) || text.length === 3, msg('The cvc has 3 digits')),
      contract: z.literal(true, msg('Please read the contract and check the box')),
    }),
  )
  return { check, book }
}
