import type { Role } from '../../src/domain/enums'
import { type Reservation, ReservationSchema } from '../../src/domain/reservation'
import type { User, UserListItem } from '../../src/domain/user'
import type { Vehicle } from '../../src/domain/vehicle'
import { db, type StoredReservation, type StoredUser, type StoredVehicle } from '../db'
import { HttpError } from './http'

/** UserDTO: no id, no password. */
export function toUserDto(user: StoredUser): User {
  const { id: _id, passwordHash: _hash, ...dto } = user
  return { ...dto, roles: [...dto.roles] }
}

export function toUserListItem(user: StoredUser): UserListItem {
  const { passwordHash: _hash, ...item } = user
  return { ...item, roles: [...item.roles] }
}

export function toVehicleDto(vehicle: StoredVehicle): Vehicle {
  return { ...vehicle, image: [...vehicle.image] }
}

export function toReservationDto(reservation: StoredReservation): Reservation {
  const { id, carId, ...rest } = reservation
  return { id, car: toVehicleDto(findVehicle(carId)), ...rest }
}

/** What a reservation's JSON holds besides its id and car, in the API's order. */
const RESERVATION_FIELDS = Object.keys(ReservationSchema.shape).filter(
  (key) => key !== 'id' && key !== 'car',
)

/**
 * Many at once, sorted by id, as the JSON text of the list: each car is written out once and
 * that text reused in every reservation of it, where serialising the whole list would write
 * the same car again for each row (at 10,000 reservations of 500 cars, most of the bytes).
 */
export function reservationsJson(reservations: StoredReservation[]): string {
  const cars = new Map(db.vehicles.all().map((v) => [v.id, JSON.stringify(toVehicleDto(v))]))
  const rows = [...reservations]
    .sort((a, b) => a.id - b.id)
    .map((reservation) => {
      const car = cars.get(reservation.carId)
      if (car === undefined) {
        throw new Error(`reservation ${reservation.id} refers to missing car ${reservation.carId}`)
      }
      // `{"userId":…}` with the braces' opening one dropped; the id and the car go first.
      const rest = JSON.stringify(reservation, RESERVATION_FIELDS).slice(1)
      return `{"id":${reservation.id},"car":${car}${rest.length > 1 ? ',' : ''}${rest}`
    })
  return `[${rows.join(',')}]`
}

/** Production's mapping: 'Administrator' is kept, anything else becomes 'Customer'. */
export function normalizeRoles(roles: string[]): Role[] {
  const mapped = roles.map((r): Role => (r === 'Administrator' ? 'Administrator' : 'Customer'))
  return [...new Set(mapped)]
}

export function findVehicle(id: number): StoredVehicle {
  const vehicle = db.vehicles.findFirst((q) => q.where({ id }))
  if (!vehicle) throw new HttpError(404, `car with id ${id} not found`)
  return vehicle
}

export function findUser(id: number): StoredUser {
  const user = db.users.findFirst((q) => q.where({ id }))
  if (!user) throw new HttpError(404, `user with id ${id} not found`)
  return user
}

export function findReservation(id: number): StoredReservation {
  const reservation = db.reservations.findFirst((q) => q.where({ id }))
  if (!reservation) throw new HttpError(404, `reservation with id ${id} not found`)
  return reservation
}

/** Emails are unique regardless of case; `exceptId` lets a user keep their own. */
export function assertEmailFree(email: string, exceptId?: number): void {
  const wanted = email.trim().toLowerCase()
  const taken = db.users.findFirst((q) =>
    q.where((u) => u.email.toLowerCase() === wanted && u.id !== exceptId),
  )
  if (taken) throw new HttpError(409, 'Error: Email is already in use!')
}
