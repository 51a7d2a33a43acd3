import { HttpResponse } from 'msw'
import { type LocalDateTime, localOfSent } from '../../src/domain/dates'
import { RESERVATION_ADDED_KEY } from '../../src/domain/responses'
import { db, nextId, type StoredReservation, type StoredVehicle } from '../db'
import { carTaken, noteNewReservation } from '../rules/availability'
import type { JavaType } from '../rules/jackson'
import { totalPrice } from '../rules/pricing'
import { findReservation, findUser, findVehicle, reservationsJson, toReservationDto } from './dto'
import { HttpError, jsonText, numericId, readBean, route, success } from './http'

const TAKEN = 'Car is already reserved! Please choose another'

/** The Reservation class's fields a request body sets, as Jackson reads them. */
const BOOKING_FIELDS = {
  pickUpTime: 'LocalDateTime',
  dropOfTime: 'LocalDateTime',
  pickUpLocation: 'String',
  dropOfLocation: 'String',
} satisfies Record<string, JavaType>
const UPDATE_FIELDS = { ...BOOKING_FIELDS, status: 'ReservationStatus' } satisfies Record<
  string,
  JavaType
>

interface Trip {
  pickUpTime: LocalDateTime
  dropOfTime: LocalDateTime
  pickUpLocation: string
  dropOfLocation: string
}

const missing = (name: string, type: string) =>
  new HttpError(
    400,
    `Required request parameter '${name}' for method parameter type ${type} is not present`,
  )

/** A `@RequestParam Car carId`: Spring Data converts the id to the car, and an id that names none converts to null, which Spring refuses before the controller runs. */
function carParam(url: URL): StoredVehicle {
  const raw = url.searchParams.get('carId')
  if (raw === null) throw missing('carId', 'Car')
  const text = raw.trim()
  if (text !== '' && !/^-?\d{1,19}$/.test(text)) {
    throw new HttpError(
      400,
      `Failed to convert value of type 'java.lang.String' to required type 'com.backend.carrental.domain.Car'; For input string: "${raw}"`,
    )
  }
  const id = Number(text)
  const car = text === '' ? undefined : db.vehicles.findFirst((q) => q.where((r) => r.id === id))
  if (!car) {
    throw new HttpError(
      400,
      "Required request parameter 'carId' for method parameter type Car is present but converted to null",
    )
  }
  return car
}

function longParam(url: URL, name: string): number {
  const raw = url.searchParams.get(name)
  if (raw === null) throw missing(name, 'Long')
  return numericId(raw, name)
}

/** A `@RequestParam @DateTimeFormat(pattern = "MM/dd/yyyy HH:mm:ss") LocalDateTime`: required, read strictly (no February 30th), as a wall-clock reading. */
function dateParam(url: URL, name: string): LocalDateTime {
  const raw = url.searchParams.get(name)
  if (raw === null) throw missing(name, 'LocalDateTime')
  const local = localOfSent(raw, 'strict')
  if (!local) {
    throw new HttpError(
      400,
      `Failed to convert value of type 'java.lang.String' to required type 'java.time.LocalDateTime'; Parse attempt failed for value [${raw}]`,
    )
  }
  return local
}

/** Locations are 50 characters in production's database: a longer one fails the insert there (a 500); the twin refuses it with a message before anything is written. */
function assertFits(trip: Trip): void {
  for (const field of ['pickUpLocation', 'dropOfLocation'] as const) {
    if ([...trip[field]].length > 50) {
      throw new HttpError(400, `${field} must be at most 50 characters`)
    }
  }
}

/** ReservationService.addReservation: the car's availability (checkStatus), then the user, then the refusal; the new reservation is CREATED and priced in clock hours. */
async function addReservation(trip: Trip, userId: number, car: StoredVehicle): Promise<Response> {
  const taken = carTaken(car.id, trip.pickUpTime, trip.dropOfTime)
  findUser(userId)
  if (taken) throw new HttpError(400, TAKEN)
  assertFits(trip)
  const created = await db.reservations.create({
    id: nextId(db.reservations),
    carId: car.id,
    userId,
    ...trip,
    status: 'CREATED',
    totalPrice: totalPrice(car.pricePerHour, trip.pickUpTime, trip.dropOfTime),
  })
  noteNewReservation(created)
  return HttpResponse.json({ [RESERVATION_ADDED_KEY]: true }, { status: 201 })
}

const ownReservations = (userId: number, id?: number) =>
  db.reservations.findMany((q) =>
    q.where((r) => r.userId === userId && (id === undefined || r.id === id)),
  )

export const reservationRoutes = (base: string) => [
  // ReservationController.checkCarAvailability: checkStatus, then the price (production's car.get() fails on an unknown car, a 500; the twin answers 404).
  route('get', `${base}/reservations/auth`, 'user', ({ url }) => {
    const carId = longParam(url, 'carId')
    const from = dateParam(url, 'pickUpDateTime')
    const to = dateParam(url, 'dropOffDateTime')
    const taken = carTaken(carId, from, to)
    const car = findVehicle(carId)
    return HttpResponse.json({
      isAvailable: !taken,
      totalPrice: totalPrice(car.pricePerHour, from, to),
    })
  }),

  route('post', `${base}/reservations/add`, 'user', async ({ request, url, user }) => {
    const car = carParam(url)
    const trip = (await readBean(request, 'reservation', BOOKING_FIELDS)) as Trip
    return addReservation(trip, user.id, car)
  }),

  // An administrator books for a customer (production's own endpoint; the app does not call it).
  route('post', `${base}/reservations/add/auth`, 'Administrator', async ({ request, url }) => {
    const userId = longParam(url, 'userId')
    const car = carParam(url)
    const trip = (await readBean(request, 'reservation', BOOKING_FIELDS)) as Trip
    return addReservation(trip, userId, car)
  }),

  route('get', `${base}/reservations/auth/all`, 'user', ({ user }) =>
    jsonText(reservationsJson(ownReservations(user.id))),
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

  // ReservationRepository.findUserReservationsById: the reservation `id` when it is the user's, as a list (empty otherwise); both parameters are required.
  route('get', `${base}/reservations/admin/auth/all`, 'Administrator', ({ url }) => {
    const id = longParam(url, 'id')
    const userId = longParam(url, 'userId')
    return jsonText(reservationsJson(ownReservations(userId, id)))
  }),

  route('get', `${base}/reservations/:id/admin`, 'Administrator', ({ params }) =>
    HttpResponse.json(toReservationDto(findReservation(numericId(params.id)))),
  ),

  // ReservationService.updateReservation: checkStatus on the new car and times, the reservation itself included, unless both times are unchanged; the status is not considered, and a change of car alone is never checked.
  route('put', `${base}/reservations/admin/auth`, 'Administrator', async ({ request, url }) => {
    const car = carParam(url)
    const reservationId = longParam(url, 'reservationId')
    const input = (await readBean(request, 'reservation', UPDATE_FIELDS)) as Trip & {
      status: StoredReservation['status'] | null
    }
    const taken = carTaken(car.id, input.pickUpTime, input.dropOfTime)
    const existing = db.reservations.findFirst((q) => q.where((r) => r.id === reservationId))
    if (!existing) throw new HttpError(409, 'Error: Reservation does not exist!')
    const sameTimes =
      input.pickUpTime === existing.pickUpTime && input.dropOfTime === existing.dropOfTime
    if (!sameTimes && taken) throw new HttpError(400, TAKEN)
    // The status column may not be null: production's save fails (a 500); the twin says why.
    if (input.status === null) throw new HttpError(400, 'status is required')
    assertFits(input)
    await db.reservations.update((q) => q.where((r) => r.id === existing.id), {
      data: (r) =>
        void Object.assign(r, {
          carId: car.id,
          pickUpTime: input.pickUpTime,
          dropOfTime: input.dropOfTime,
          pickUpLocation: input.pickUpLocation,
          dropOfLocation: input.dropOfLocation,
          status: input.status,
          totalPrice: totalPrice(car.pricePerHour, input.pickUpTime, input.dropOfTime),
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
