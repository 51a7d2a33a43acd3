import { queryOptions } from '@tanstack/react-query'
import type { Dayjs } from 'dayjs'
import { api } from './app-api'
import { byId } from './by-id'

/** A trip's end: a moment, or a wall-clock reading (`YYYY-MM-DDTHH:mm:ss`). */
type Moment = Date | Dayjs | string
const keyOf = (moment: Moment) => (typeof moment === 'string' ? moment : +moment)

/**
 * Query keys and options of the reservations, the customer's own and all of them (admin);
 * invalidating `reservationQueries.key` refreshes them all.
 */
export const reservationQueries = {
  key: ['reservations'] as const,

  /**
   * GET /reservations/auth: whether a car is free for a trip. Asked afresh at every check (a
   * cached "free" could be booked by now) and not retried: the form offers the check again.
   */
  availability: (carId: number, from: Moment, to: Moment) =>
    queryOptions({
      queryKey: [...reservationQueries.key, 'availability', carId, keyOf(from), keyOf(to)] as const,
      queryFn: () => api.checkAvailability(carId, from, to),
      staleTime: 0,
      retry: false,
    }),

  /** GET /reservations/auth/all */
  mine: () =>
    queryOptions({
      queryKey: [...reservationQueries.key, 'mine'] as const,
      queryFn: () => api.getMyReservations(),
    }),

  /** GET /reservations/{id}/auth */
  myDetail: (id: number) =>
    queryOptions({
      queryKey: [...reservationQueries.key, 'mine', id] as const,
      queryFn: () => byId(id, 'reservation', api.getMyReservation),
    }),

  /** GET /reservations/admin/all (admin) */
  all: () =>
    queryOptions({
      queryKey: [...reservationQueries.key, 'all'] as const,
      queryFn: () => api.getAllReservations(),
    }),

  /** GET /reservations/{id}/admin (admin) */
  detail: (id: number) =>
    queryOptions({
      queryKey: [...reservationQueries.key, 'detail', id] as const,
      queryFn: () => byId(id, 'reservation', api.getReservation),
    }),
}
