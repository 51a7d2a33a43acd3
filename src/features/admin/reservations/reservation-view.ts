import type { Reservation } from '../../../domain/reservation'
import type { UserListItem } from '../../../domain/user'
import { formatAmount } from '../../../ui/vehicle/format-price'

/** A row of the admin list: the reservation and the name of the customer who made it. */
export interface AdminReservationRow extends Reservation {
  /** The customer's full name, or "User {id}" when the users list does not have them. */
  customer: string
}

/**
 * Joins the reservations with the users list by userId: the reservations list names no
 * customer, and GET /user/auth/all (admins) does. Users missing from it still get a label.
 */
export function withCustomers(
  reservations: readonly Reservation[],
  users: readonly Pick<UserListItem, 'id' | 'firstName' | 'lastName'>[],
): AdminReservationRow[] {
  const names = new Map(users.map((user) => [user.id, `${user.firstName} ${user.lastName}`]))
  return reservations.map((r) => ({ ...r, customer: names.get(r.userId) ?? `User ${r.userId}` }))
}

/** The reservation's number as the list shows it and its search finds it. */
export const reservationNumber = (reservation: Pick<Reservation, 'id'>) => `No. ${reservation.id}`

/**
 * docs/product.md: the price is '$ ' plus the localized total, written as every price of the
 * app is (cents only when there are any). The space does not break: the sign stays with it.
 */
export const priceText = (reservation: Pick<Reservation, 'totalPrice'>) =>
  `$\u00a0${formatAmount(reservation.totalPrice)}`

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
  // Digit by digit (a list's sort reads 10,000 of these): the first 14, then zeros.
  let key = 0
  let digits = 0
  for (let i = 0; i < text.length && digits < 14; i++) {
    const digit = text.charCodeAt(i) - 48
    if (digit < 0 || digit > 9) continue
    key = key * 10 + digit
    digits++
  }
  return key * 10 ** (14 - digits)
}
