import dayjs, { type Dayjs } from 'dayjs'
import { msg } from '../i18n/msg'
import { clockMs, type LocalDateTime } from './dates'

// The scale of a booking (docs/product.md section 5), in one place: the booking form refuses beyond these, and its hints and docs/product.md say them.

export const BOOKING_MONTHS_AHEAD = 12
export const RENTAL_MAX_DAYS = 30

// The messages spell the limits out, as a message is a literal the catalog check can find (booking-limits.test.ts keeps them in step).
export const TOO_FAR_AHEAD_MESSAGE = msg('A booking can start at most 12 months ahead')
export const TOO_LONG_MESSAGE = msg('A rental lasts at most 30 days')
export const PICK_UP_HINT = msg('From today to 12 months ahead')
export const DROP_OFF_HINT = msg('Up to 30 days after the pick up')

export const lastPickUpDay = (today: Date | Dayjs): Dayjs =>
  dayjs(today).startOf('day').add(BOOKING_MONTHS_AHEAD, 'month')

/** The last day the drop-off date picker offers for a rental that starts on `from`. */
export const latestDropOff = (from: Date | Dayjs): Dayjs => dayjs(from).add(RENTAL_MAX_DAYS, 'day')

/** Whether a rental from one wall-clock reading to another lasts longer than the limit. */
export const rentalTooLong = (from: LocalDateTime, to: LocalDateTime): boolean =>
  clockMs(to) - clockMs(from) > RENTAL_MAX_DAYS * 24 * 3_600_000
