import type { Dayjs } from 'dayjs'
import type { BookingInput, ReservationUpdateInput } from '../domain/reservation'
import { formatSent, sentOfLocal } from '../domain/sent-date'
import type { ApiClient } from './client'
import { response } from './response-schemas'
import { downloadSpreadsheet } from './spreadsheet'

type Moment = Date | Dayjs | string

/** Availability, bookings, the customer's reservations and the administrator's. */
export function reservationsApi(client: ApiClient) {
  return {
    /** The times as moments here, or as wall-clock readings (`YYYY-MM-DDTHH:mm:ss`), sent as read. */
    checkAvailability(carId: number, pickUp: Moment, dropOff: Moment) {
      const sent = (moment: Moment) =>
        typeof moment === 'string'
          ? sentOfLocal(moment)
          : formatSent(moment instanceof Date ? moment : moment.toDate())
      return client.request('/reservations/auth', {
        query: { carId, pickUpDateTime: sent(pickUp), dropOffDateTime: sent(dropOff) },
        schema: response('availability'),
      })
    },

    async bookVehicle(carId: number, input: BookingInput): Promise<void> {
      await client.request('/reservations/add', { method: 'POST', query: { carId }, body: input })
    },

    getMyReservations() {
      return client.request('/reservations/auth/all', { schema: response('reservations') })
    },

    getMyReservation(id: number) {
      return client.request(`/reservations/${id}/auth`, { schema: response('reservation') })
    },

    getAllReservations() {
      return client.request('/reservations/admin/all', { schema: response('reservations') })
    },

    getReservation(id: number) {
      return client.request(`/reservations/${id}/admin`, { schema: response('reservation') })
    },

    async updateReservation(
      reservationId: number,
      carId: number,
      input: ReservationUpdateInput,
    ): Promise<void> {
      await client.request('/reservations/admin/auth', {
        method: 'PUT',
        query: { carId, reservationId },
        body: input,
      })
    },

    async deleteReservation(id: number): Promise<void> {
      await client.request(`/reservations/admin/${id}/auth`, { method: 'DELETE' })
    },

    downloadReservations(): Promise<Blob> {
      return downloadSpreadsheet(client, '/excel/download/reservations', 'reservations.xlsx')
    },
  }
}
