import type { Dayjs } from 'dayjs'
import { HttpResponse } from 'msw'
import { parseSent, toReceived } from '../../src/domain/dates'
import {
  AvailabilityQuerySchema,
  BookingInputSchema,
  ReservationUpdateInputSchema,
} from '../../src/domain/reservation'
import { RESERVATION_ADDED_KEY } from '../../src/domain/responses'
import { z } from '../../src/domain/zod'
import { db, nextId } from '../db'
import { findConflict, noteNewReservation } from '../rules/availability'
import { totalPrice } from '../rules/pricing'
import { findReservation, findVehicle, reservationsJson, toReservationDto } from './dto'
import { HttpError, jsonText, numericId, readJson, readQuery, route, success } from './http'

const TAKEN = 'Car is already reserved! Please choose another'
const CarIdQuery = z.object({
  carId: z.coerce.number({ error: 'carId must be a number' }).int('carId must be a whole number'),
})

/** Mock rule: a range must run forward and last; the names are the caller's own fields. */
function range(fromText: string, toText: string, fromName: string, toName: string) {
  const from = parseSent(fromText)
  const to = parseSent(toText)
  if (!from.isValid()) throw new HttpError(400, `${fromName}: is not a real date and time`)
  if (!to.isValid()) throw new HttpError(400, `${toName}: is not a real date and time`)
  if (!to.isAfter(from)) throw new HttpError(400, `${toName} must be after ${fromName}`)
  return { from, to }
}

function assertFuture(from: Dayjs, name: string): void {
  if (from.isBefore(Date.now())) throw new HttpError(400, `${name} must not be in the past`)
}

export const reservationRoutes = (base: string) => [
  route('get', `${base}/reservations/auth`, 'user', ({ url }) => {
    const query = readQuery(url, AvailabilityQuerySchema)
    const car = findVehicle(query.carId)
    const { from, to } = range(
      query.pickUpDateTime,
      query.dropOffDateTime,
      'pickUpDateTime',
      'dropOffDateTime',
    )
    return HttpResponse.json({
      isAvailable: findConflict(car.id, from, to) === undefined,
      totalPrice: totalPrice(car.pricePerHour, from, to),
    })
  }),

  route('post', `${base}/reservations/add`, 'user', async ({ request, url, user }) => {
    const { carId } = readQuery(url, CarIdQuery)
    const input = await readJson(request, BookingInputSchema, 'reservation')
    const car = findVehicle(carId)
    const { from, to } = range(input.pickUpTime, input.dropOfTime, 'pickUpTime', 'dropOfTime')
    assertFuture(from, 'pickUpTime')
    if (findConflict(car.id, from, to) !== undefined) throw new HttpError(400, TAKEN)
    const created = await db.reservations.create({
      id: nextId(db.reservations),
      carId: car.id,
      userId: user.id,
      pickUpTime: toReceived(from),
      dropOfTime: toReceived(to),
      pickUpLocation: input.pickUpLocation,
      dropOfLocation: input.dropOfLocation,
      status: 'CREATED',
      totalPrice: totalPrice(car.pricePerHour, from, to),
    })
    noteNewReservation(created)
    return HttpResponse.json({ [RESERVATION_ADDED_KEY]: true }, { status: 201 })
  }),

  route('get', `${base}/reservations/auth/all`, 'user', ({ user }) =>
    jsonText(
      reservationsJson(db.reservations.findMany((q) => q.where((r) => r.userId === user.id))),
    ),
  ),

  route('get', `${base}/reservations/:id/auth`, 'user', ({ params, user }) => {
    const id = numericId(params.id)
    const reservation = findReservation(id)
    // Someone else's reservation does not exist as far as this caller can tell.
    if (reservation.userId !== user.id) {
      throw new HttpError(404, `reservation with id ${id} not found`)
    }
    return HttpResponse.json(toReservationDto(reservation))
  }),

  route('get', `${base}/reservations/admin/all`, 'Administrator', () =>
    jsonText(reservationsJson(db.reservations.all())),
  ),

  route('get', `${base}/reservations/:id/admin`, 'Administrator', ({ params }) =>
    HttpResponse.json(toReservationDto(findReservation(numericId(params.id)))),
  ),

  route('put', `${base}/reservations/admin/auth`, 'Administrator', async ({ request, url }) => {
    const reservationId = numericId(url.searchParams.get('reservationId'), 'reservationId')
    const { carId } = readQuery(url, CarIdQuery)
    const input = await readJson(request, ReservationUpdateInputSchema, 'reservation')
    const existing = db.reservations.findFirst((q) => q.where((r) => r.id === reservationId))
    if (!existing) throw new HttpError(409, 'Error: Reservation does not exist!')
    const car = findVehicle(carId)
    const { from, to } = range(input.pickUpTime, input.dropOfTime, 'pickUpTime', 'dropOfTime')
    // Only a reservation that stays CREATED can block or be blocked.
    if (input.status === 'CREATED' && findConflict(car.id, from, to, existing.id) !== undefined) {
      throw new HttpError(400, TAKEN)
    }
    await db.reservations.update((q) => q.where((r) => r.id === existing.id), {
      data: (r) =>
        void Object.assign(r, {
          carId: car.id,
          pickUpTime: toReceived(from),
          dropOfTime: toReceived(to),
          pickUpLocation: input.pickUpLocation,
          dropOfLocation: input.dropOfLocation,
          status: input.status,
          totalPrice: totalPrice(car.pricePerHour, from, to),
        }),
    })
    return success()
  }),

  route('delete', `${base}/reservations/admin/:id/auth`, 'Administrator', ({ params }) => {
    const id = numericId(params.id)
    if (!db.reservations.findFirst((q) => q.where((r) => r.id === id))) {
      throw new HttpError(404, 'reservation does not exist')
    }
    db.reservations.delete((q) => q.where((r) => r.id === id))
    return success()
  }),
]
