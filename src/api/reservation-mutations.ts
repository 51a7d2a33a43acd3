import { mutationOptions } from '@tanstack/react-query'
import type { BookingInput, ReservationUpdateInput } from '../domain/reservation'
import { reservationApi } from './app-reservations-api'
import { invalidates } from './invalidate'
import { reservationQueries } from './reservation-queries'

/** A customer's booking and the administrator's changes; each refreshes every reservation list. */
export const reservationMutations = {
  book: (carId: number) =>
    mutationOptions({
      mutationFn: (input: BookingInput) => reservationApi.bookVehicle(carId, input),
      onSuccess: invalidates(reservationQueries.key),
    }),

  bookForUser: () =>
    mutationOptions({
      mutationFn: ({
        userId,
        carId,
        input,
      }: {
        userId: number
        carId: number
        input: BookingInput
      }) => reservationApi.bookForUser(userId, carId, input),
      onSuccess: invalidates(reservationQueries.key),
    }),

  update: (id: number) =>
    mutationOptions({
      mutationFn: ({ carId, input }: { carId: number; input: ReservationUpdateInput }) =>
        reservationApi.updateReservation(id, carId, input),
      onSuccess: invalidates(reservationQueries.key),
    }),

  remove: (id: number) =>
    mutationOptions({
      mutationFn: () => reservationApi.deleteReservation(id),
      onSuccess: invalidates(reservationQueries.key, reservationQueries.detail(id).queryKey),
    }),
}
