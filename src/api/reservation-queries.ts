import { queryOptions } from '@tanstack/react-query'
import type { Dayjs } from 'dayjs'
import { reservationApi } from './app-reservations-api'
import { byId } from './by-id'

type Moment = Date | Dayjs | string
const keyOf = (moment: Moment) => (typeof moment === 'string' ? moment : +moment)

/** Query keys and options of the reservations, the customer's own and all of them (admin); invalidating `reservationQueries.key` refreshes them all. */
export const reservationQueries = {
  key: ['reservations'] as const,

  availability: (carId: number, from: Moment, to: Moment) =>
    queryOptions({
      queryKey: [...reservationQueries.key, 'availability', carId, keyOf(from), keyOf(to)] as const,
      queryFn: () => reservationApi.checkAvailability(carId, from, to),
      staleTime: 0,
      retry: false,
    }),

  mine: () =>
    queryOptions({
      queryKey: [...reservationQueries.key, 'mine'] as const,
      queryFn: () => reservationApi.getMyReservations(),
    }),

  myDetail: (id: number) =>
    queryOptions({
      queryKey: [...reservationQueries.key, 'mine', id] as const,
      queryFn: () => byId(id, 'reservation', reservationApi.getMyReservation),
    }),

  all: () =>
    queryOptions({
      queryKey: [...reservationQueries.key, 'all'] as const,
      queryFn: () => reservationApi.getAllReservations(),
    }),

  detail: (id: number) =>
    queryOptions({
      queryKey: [...reservationQueries.key, 'detail', id] as const,
      queryFn: () => byId(id, 'reservation', reservationApi.getReservation),
    }),
}
