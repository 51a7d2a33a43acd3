import dayjs, { type Dayjs } from 'dayjs'

// The scale of a booking (docs/product.md section 5), in one place: the booking form refuses
// beyond these, and its hints and docs/product.md say them. Rental companies take bookings
// about a year ahead, and a longer rental than a month is a contract of its own.

/** A booking starts at most this many months after today. */
export const BOOKING_MONTHS_AHEAD = 12
/** A rental lasts at most this many days. */
export const RENTAL_MAX_DAYS = 30

/** The last day a booking made on `today` may start. */
export const lastPickUpDay = (today: Date | Dayjs): Dayjs =>
  dayjs(today).startOf('day').add(BOOKING_MONTHS_AHEAD, 'month')

/** The latest drop-off of a rental that starts at `from`. */
export const latestDropOff = (from: Date | Dayjs): Dayjs => dayjs(from).add(RENTAL_MAX_DAYS, 'day')
