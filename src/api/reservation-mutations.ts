import { mutationOptions } from '@tanstack/react-query'
import type { BookingInput, ReservationUpdateInput } from '../domain/reservation'
import { api } from './app-api'
import { invalidates } from './invalidate'
import { reservationQueries } from './reservation-queries'

/** A customer's booking and the administrator's changes; each refreshes every reservation list. */
export const reservationMutations = {
  book: (carId: number) =>
    mutationOptions({
      mutationFn: (input: BookingInput) => api.bookVehicle(carId, input),
      onSuccess: invalidates(reservationQueries.key),
    }),

  update: (id: number) =>
    mutationOptions({
      mutationFn: ({ carId, input }: { carId: number; input: ReservationUpdateInput }) =>
        api.updateReservation(id, carId, input),
      onSuccess: invalidates(reservationQueries.key),
    }),

  remove: (id: number) =>
    mutationOptions({
      mutationFn: () => api.deleteReservation(id),
      onSuccess: invalidates(reservationQueries.key, reservationQueries.detail(id).queryKey),
    }),
}
