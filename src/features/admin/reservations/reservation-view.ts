import type { Reservation } from '../../../domain/reservation'

/** What `toLocaleString('en-US')` writes, made once (that call makes a formatter each time). */
const localized = new Intl.NumberFormat('en-US')

/** SPEC.md: the price is '$ ' plus the localized total. */
export const priceText = (reservation: Pick<Reservation, 'totalPrice'>) =>
  `$ ${localized.format(reservation.totalPrice)}`

/** Filters of the admin reservations list, as named in its URL. */
export const RESERVATION_FILTERS = ['status', 'from', 'to'] as const

/** Whether a reservation passes the list's filters (pick-up date between from and to). */
export function reservationMatches(reservation: Reservation, filters: Record<string, string>) {
  if (filters.status && reservation.status !== filters.status) return false
  const day = reservation.pickUpTime.slice(0, 10)
  if (filters.from && day < filters.from) return false
  if (filters.to && day > filters.to) return false
  return true
}

/**
 * A local date-time as the API sends it (`YYYY-MM-DDTHH:mm:ss`) as a number in the same order
 * (its digits, `YYYYMMDDHHmmss`): a column of 10,000 distinct times then sorts as numbers
 * instead of being collated as text.
 */
export function timeSortKey(text: string): number {
  const digits = text.replace(/\D/g, '').slice(0, 14).padEnd(14, '0')
  return Number(digits)
}
