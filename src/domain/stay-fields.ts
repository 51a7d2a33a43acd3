import { msg } from '../i18n/msg'
import { combineDateAndTime } from './dates'
import * as z from './zod'

// The pick-up and drop-off of a reservation as forms hold them: a date field and a time field each.

/** The exact message when the drop-off is not after the pick-up (docs/product.md section 5). */
export const DATE_ORDER_MESSAGE = msg('Dropoff date-time should get after the pickup date-time')
export const NOT_AVAILABLE_MESSAGE = msg(
  'The car you selected is not available in these days. Please select another one',
)
export const PAST_MESSAGE = msg('Pick up time cannot be in the past')
/** The API charges whole hours, truncated: a shorter rental would cost nothing. */
export const MINIMUM_RENTAL_MESSAGE = msg('A rental lasts at least one hour')

export interface StayFields {
  pickUpDate: Date | null
  pickUpTime: Date | null
  dropOffDate: Date | null
  dropOffTime: Date | null
}

/** The wall-clock readings the four date and time fields stand for, when all four are filled. */
export function rangeOf(values: StayFields) {
  const { pickUpDate, pickUpTime, dropOffDate, dropOffTime } = values
  if (!pickUpDate || !pickUpTime || !dropOffDate || !dropOffTime) return null
  return {
    from: combineDateAndTime(pickUpDate, pickUpTime),
    to: combineDateAndTime(dropOffDate, dropOffTime),
  }
}

export const requiredDate = (message: string) =>
  z.date({ error: message }).refine((d) => !Number.isNaN(d.getTime()), message)

/** Cross-field rules run even while other fields are still wrong, so all show together. */
export const whenFilled = (keys: (keyof StayFields)[]) => (payload: { value: unknown }) => {
  const v = payload.value as Partial<StayFields> | undefined
  return keys.every((key) => v?.[key] instanceof Date)
}

/** The drop-off must come after the pick-up; the message sits under the drop-off time. */
export const dropOffAfterPickUp: [
  (v: StayFields) => boolean,
  { path: PropertyKey[]; message: string; when: (payload: { value: unknown }) => boolean },
] = [
  (v) => {
    const range = rangeOf(v)
    return !range || range.to > range.from
  },
  {
    path: ['dropOffTime'],
    message: DATE_ORDER_MESSAGE,
    when: whenFilled(['pickUpDate', 'pickUpTime', 'dropOffDate', 'dropOffTime']),
  },
]
