import type { Reservation } from '../../../domain/reservation'

/** SPEC.md: the price is '$ ' plus the localized total. */
export const priceText = (reservation: Pick<Reservation, 'totalPrice'>) =>
  `$ ${reservation.totalPrice.toLocaleString('en-US')}`

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
