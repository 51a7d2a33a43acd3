import './account.css'
import { useQuery } from '@tanstack/react-query'
import type { KeyboardEvent } from 'react'
import { useLocation } from 'wouter'
import { reservationQueries } from '../../api/reservation-queries'
import type { Reservation } from '../../domain/reservation'
import { formatDateTime } from '../../i18n/format'
import { EmptyState } from '../../ui/data/empty-state'
import { LoadingText, LoadView } from '../../ui/data/load-view'
import { StatusTag } from '../../ui/status-tag'

const newestFirst = (a: Reservation, b: Reservation) =>
  b.pickUpTime.localeCompare(a.pickUpTime) || b.id - a.id
const sorted = (list: readonly Reservation[]) => [...list].sort(newestFirst)

export function ReservationsPage() {
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
      <p className="eyebrow">Your account</p>
      <h1 className="account-title">My Reservations</h1>
      <LoadView
        state={reservations}
        loading={<LoadingText label="Loading..." />}
        errorTitle="We could not load your reservations"
        empty={
          <EmptyState
            icon="pi pi-calendar"
            title="No reservation"
            text="Choose a car, check the dates you need and book it in a few steps."
            action={{ href: '/vehicles', label: 'Browse the cars', icon: 'pi pi-car' }}
          />
        }
      >
        {(list) => (
          <table className="reservations-table">
            <caption className="visually-hidden">
              Your reservations, newest first. Choose one to see its details.
            </caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Car</th>
                <th scope="col">Pick up</th>
                <th scope="col">Drop off</th>
                <th scope="col">Status</th>
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
                  <td data-label="Car" className="reservations-table__car">
                    {reservation.car.model}
                  </td>
                  <td data-label="Pick up">{formatDateTime(reservation.pickUpTime)}</td>
                  <td data-label="Drop off">{formatDateTime(reservation.dropOfTime)}</td>
                  <td data-label="Status">
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
