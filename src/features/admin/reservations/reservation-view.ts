import type { Reservation } from '../../../domain/reservation'
import type { UserListItem } from '../../../domain/user'
import { formatAmount, formatPrice } from '../../../i18n/format'
import { currentLocale, t } from '../../../i18n/i18n'

/** A row of the admin list: the reservation and the name of the customer who made it. */
export interface AdminReservationRow extends Reservation {
  customer: string
}

/** Joins the reservations with the users list by userId: the reservations list names no customer, and GET /user/auth/all (admins) does. */
export function withCustomers(
  reservations: readonly Reservation[],
  users: readonly Pick<UserListItem, 'id' | 'firstName' | 'lastName'>[],
): AdminReservationRow[] {
  const names = new Map(users.map((user) => [user.id, `${user.firstName} ${user.lastName}`]))
  return reservations.map((r) => ({
    ...r,
    customer: names.get(r.userId) ?? t('User {id}', { id: r.userId }),
  }))
}

export const reservationNumber = (reservation: Pick<Reservation, 'id'>) =>
  t('No. {id}', { id: reservation.id })

/** docs/product.md: the price is '$ ' plus the localized total, written as every price of the app is (cents only when there are any). */
/** English writes the list's total as the product specifies ("$ 1,250"); another language as its prices read everywhere else. */
export const priceText = (reservation: Pick<Reservation, 'totalPrice'>) =>
  currentLocale() === 'en'
    ? `$\u00a0${formatAmount(reservation.totalPrice)}`
    : formatPrice(reservation.totalPrice)

export const RESERVATION_FILTERS = ['status', 'from', 'to'] as const

/** Whether a reservation passes the list's filters (pick-up date between from and to). */
export function reservationMatches(reservation: Reservation, filters: Record<string, string>) {
  if (filters.status && reservation.status !== filters.status) return false
  const day = reservation.pickUpTime.slice(0, 10)
  if (filters.from && day < filters.from) return false
  if (filters.to && day > filters.to) return false
  return true
}

/** A received local date-time as a number in the same order, so a column sorts as numbers rather than collated text. */
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
