import type { Role } from '../../src/domain/enums'
import type { Reservation } from '../../src/domain/reservation'
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
  const { carId, ...rest } = reservation
  return { ...rest, car: toVehicleDto(findVehicle(carId)) }
}

/** Many at once, sorted by id: one pass over the fleet instead of a lookup per row. */
export function toReservationDtos(reservations: StoredReservation[]): Reservation[] {
  const cars = new Map(db.vehicles.all().map((v) => [v.id, toVehicleDto(v)]))
  return [...reservations]
    .sort((a, b) => a.id - b.id)
    .map(({ carId, ...rest }) => {
      const car = cars.get(carId)
      if (!car) throw new Error(`reservation ${rest.id} refers to missing car ${carId}`)
      return { ...rest, car }
    })
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
