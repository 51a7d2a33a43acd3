import './account.css'
import { useQuery } from '@tanstack/react-query'
import type { KeyboardEvent } from 'react'
import { useLocation } from 'wouter'
import { reservationQueries } from '../../api/reservation-queries'
import type { Reservation } from '../../domain/reservation'
import { formatDateTime } from '../../i18n/format'
import { useT } from '../../i18n/i18n'
import { EmptyState } from '../../ui/data/empty-state'
import { LoadingText, LoadView } from '../../ui/data/load-view'
import { StatusTag } from '../../ui/status-tag'

const newestFirst = (a: Reservation, b: Reservation) =>
  b.pickUpTime.localeCompare(a.pickUpTime) || b.id - a.id
const sorted = (list: readonly Reservation[]) => [...list].sort(newestFirst)

export function ReservationsPage() {
  const t = useT()
  const [, navigate] = useLocation()
  const reservations = useQuery({ ...reservationQueries.mine(), select: sorted })
  const open = (id: number) => navigate(`/user/reservations/${id}`)
  const onKey = (event: KeyboardEvent, id: number) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      open(id)
    }
  }

  return (
    <div className="container account-page">
      <p className="eyebrow">{t('Your account')}</p>
      <h1 className="account-title">{t('My Reservations')}</h1>
      <LoadView
        state={reservations}
        loading={<LoadingText label={t('Loading...')} />}
        errorTitle={t('We could not load your reservations')}
        empty={
          <EmptyState
            icon="pi pi-calendar"
            title={t('No reservation')}
            text={t('Choose a car, check the dates you need and book it in a few steps.')}
            action={{ href: '/vehicles', label: t('Browse the cars'), icon: 'pi pi-car' }}
          />
        }
      >
        {(list) => (
          <table className="reservations-table">
            <caption className="visually-hidden">
              {t('Your reservations, newest first. Choose one to see its details.')}
            </caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('Car')}</th>
                <th scope="col">{t('Pick up')}</th>
                <th scope="col">{t('Drop off')}</th>
                <th scope="col">{t('Status')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((reservation) => (
                <tr
                  key={reservation.id}
                  tabIndex={0}
                  className="reservations-table__row"
                  onClick={() => open(reservation.id)}
                  onKeyDown={(event) => onKey(event, reservation.id)}
                >
                  <td data-label="#">{reservation.id}</td>
                  <td data-label={t('Car')} className="reservations-table__car">
                    {reservation.car.model}
                  </td>
                  <td data-label={t('Pick up')}>{formatDateTime(reservation.pickUpTime)}</td>
                  <td data-label={t('Drop off')}>{formatDateTime(reservation.dropOfTime)}</td>
                  <td data-label={t('Status')}>
                    <StatusTag status={reservation.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </LoadView>
    </div>
  )
}
