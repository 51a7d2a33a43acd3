import './admin-booking.css'
import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { Link } from 'wouter'
import { reservationQueries } from '../../../api/reservation-queries'
import type { Reservation } from '../../../domain/reservation'
import { formatDateTime, formatPrice } from '../../../i18n/format'
import { useT } from '../../../i18n/i18n'
import { EmptyState } from '../../../ui/data/empty-state'
import { LoadingText, LoadView } from '../../../ui/data/load-view'
import { StatusTag } from '../../../ui/status-tag'

const newestFirst = (a: Reservation, b: Reservation) =>
  b.pickUpTime.localeCompare(a.pickUpTime) || b.id - a.id

/** The link to the booking form with this customer (and maybe a car) chosen. */
export const newReservationHref = (choice: { userId?: number; carId?: number }) => {
  const query = new URLSearchParams()
  if (choice.userId !== undefined) query.set('userId', String(choice.userId))
  if (choice.carId !== undefined) query.set('carId', String(choice.carId))
  return `/admin/reservations/new?${query}`
}

/** The header button that opens the booking form, preselected. */
export function NewReservationLink(choice: { userId?: number; carId?: number }) {
  const t = useT()
  return (
    <Link href={newReservationHref(choice)} className="p-button p-component">
      <i className="pi pi-calendar-plus" aria-hidden="true" />
      {t('New reservation')}
    </Link>
  )
}

/**
 * A customer's reservations on their admin page, newest first. Production has no list of one
 * customer's reservations for an administrator (docs/api.md), so this reads every reservation
 * and keeps theirs.
 */
export function CustomerReservations({ userId }: { userId: number }) {
  const t = useT()
  const select = useCallback(
    (all: readonly Reservation[]) => all.filter((r) => r.userId === userId).sort(newestFirst),
    [userId],
  )
  const reservations = useQuery({ ...reservationQueries.all(), select })
  return (
    <section className="admin-card customer-reservations" aria-labelledby="customer-reservations">
      <h2 id="customer-reservations" className="customer-reservations__title">
        {t('Reservations')}
      </h2>
      <LoadView
        state={reservations}
        loading={<LoadingText label={t("Loading this customer's reservations…")} />}
        errorTitle={t("We could not load this customer's reservations")}
        empty={
          <EmptyState
            icon="pi pi-calendar"
            title={t('No reservations yet')}
            text={t('Book a car for this customer when they call in.')}
            action={{ href: newReservationHref({ userId }), label: t('New reservation') }}
          />
        }
      >
        {(list) => (
          <table className="customer-reservations__table">
            <caption className="visually-hidden">
              {t("This customer's reservations, newest first. Each opens its reservation.")}
            </caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('Car')}</th>
                <th scope="col">{t('Pick up')}</th>
                <th scope="col">{t('Drop off')}</th>
                <th scope="col">{t('Status')}</th>
                <th scope="col">{t('Price')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((r) => (
                <tr key={r.id}>
                  <td data-label="#">
                    <Link
                      href={`/admin/reservations/${r.id}`}
                      aria-label={t('Reservation {id}', { id: r.id })}
                    >
                      {r.id}
                    </Link>
                  </td>
                  <td data-label={t('Car')}>
                    <Link href={`/admin/reservations/${r.id}`}>{r.car.model}</Link>
                  </td>
                  <td data-label={t('Pick up')}>{formatDateTime(r.pickUpTime)}</td>
                  <td data-label={t('Drop off')}>{formatDateTime(r.dropOfTime)}</td>
                  <td data-label={t('Status')}>
                    <StatusTag status={r.status} />
                  </td>
                  <td data-label={t('Price')}>{formatPrice(r.totalPrice)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </LoadView>
    </section>
  )
}
