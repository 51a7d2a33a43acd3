import * as z from 'zod'
import { type DateInput, toSent } from '../domain/dates'
import {
  AvailabilitySchema,
  type BookingInput,
  ReservationSchema,
  type ReservationUpdateInput,
} from '../domain/reservation'
import { request } from './client'
import { downloadSpreadsheet } from './spreadsheet'

/** GET /reservations/auth?carId&pickUpDateTime&dropOffDateTime */
export function checkAvailability(carId: number, pickUp: DateInput, dropOff: DateInput) {
  return request('/reservations/auth', {
    query: { carId, pickUpDateTime: toSent(pickUp), dropOffDateTime: toSent(dropOff) },
    schema: AvailabilitySchema,
  })
}

/** POST /reservations/add?carId */
export async function bookVehicle(carId: number, input: BookingInput): Promise<void> {
  await request('/reservations/add', { method: 'POST', query: { carId }, body: input })
}

/** GET /reservations/auth/all: the signed-in user's reservations. */
export function getMyReservations() {
  return request('/reservations/auth/all', { schema: z.array(ReservationSchema) })
}

/** GET /reservations/{id}/auth: one of the signed-in user's reservations. */
export function getMyReservation(id: number) {
  return request(`/reservations/${id}/auth`, { schema: ReservationSchema })
}

/** GET /reservations/admin/all (admin) */
export function getAllReservations() {
  return request('/reservations/admin/all', { schema: z.array(ReservationSchema) })
}

/** GET /reservations/{id}/admin (admin) */
export function getReservation(id: number) {
  return request(`/reservations/${id}/admin`, { schema: ReservationSchema })
}

/** PUT /reservations/admin/auth?carId&reservationId (admin) */
export async function updateReservation(
  reservationId: number,
  carId: number,
  input: ReservationUpdateInput,
): Promise<void> {
  await request('/reservations/admin/auth', {
    method: 'PUT',
    query: { carId, reservationId },
    body: input,
  })
}

/** DELETE /reservations/admin/{id}/auth (admin) */
export async function deleteReservation(id: number): Promise<void> {
  await request(`/reservations/admin/${id}/auth`, { method: 'DELETE' })
}

/** GET /excel/download/reservations (admin), saved as reservations.xlsx */
export function downloadReservations(): Promise<Blob> {
  return downloadSpreadsheet('/excel/download/reservations', 'reservations.xlsx')
}
