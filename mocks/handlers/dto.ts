import type { Role } from '../../src/domain/enums'
import type { Reservation } from '../../src/domain/reservation'
import type { User, UserListItem } from '../../src/domain/user'
import type { Vehicle } from '../../src/domain/vehicle'
import {
  db,
  type StoredReservation,
  type StoredRole,
  type StoredUser,
  type StoredVehicle,
} from '../db'
import { HttpError } from './http'

/** The roles as production shows them (User.getRoles, UserDTO.setRoles): Administrator as it is, every other role as Customer, once each, in the order Java's HashSet gives the two. */
export function rolesShown(roles: readonly StoredRole[]): Role[] {
  const shown: Role[] = []
  if (roles.includes('Administrator')) shown.push('Administrator')
  if (roles.some((role) => role !== 'Administrator')) shown.push('Customer')
  return shown
}

/** UserDTO: no id, no password. */
export function toUserDto(user: StoredUser): User {
  const { id: _id, passwordHash: _hash, ...dto } = user
  return { ...dto, roles: rolesShown(dto.roles) }
}

export function toUserListItem(user: StoredUser): UserListItem {
  const { passwordHash: _hash, ...item } = user
  return { ...item, roles: rolesShown(item.roles) }
}

export function toVehicleDto(vehicle: StoredVehicle): Vehicle {
  return { ...vehicle, image: [...vehicle.image] }
}

export function toReservationDto(reservation: StoredReservation): Reservation {
  const { id, carId, ...rest } = reservation
  return { id, car: toVehicleDto(findVehicle(carId)), ...rest }
}

const vehicleBytes = new WeakMap<StoredVehicle, Uint8Array>()
const reservationBytes = new WeakMap<StoredReservation, Uint8Array>()
const utf8 = new TextEncoder()

function vehicleJson(vehicle: StoredVehicle): Uint8Array {
  let bytes = vehicleBytes.get(vehicle)
  if (bytes === undefined) {
    bytes = utf8.encode(JSON.stringify(toVehicleDto(vehicle)))
    vehicleBytes.set(vehicle, bytes)
  }
  return bytes
}

function reservationRest(reservation: StoredReservation): Uint8Array {
  let bytes = reservationBytes.get(reservation)
  if (bytes === undefined) {
    const { id: _id, carId: _car, ...rest } = reservation
    const fields = JSON.stringify(rest)
    bytes = utf8.encode(fields.length > 2 ? `,${fields.slice(1)}` : '}')
    reservationBytes.set(reservation, bytes)
  }
  return bytes
}

/** Many at once, sorted by id: each car is serialised once and reused in every reservation of it. */
export function reservationsJson(reservations: StoredReservation[]): Uint8Array<ArrayBuffer> {
  const cars = new Map(db.vehicles.all().map((v) => [v.id, v]))
  const sorted = [...reservations].sort((a, b) => a.id - b.id)
  const rows = sorted.map((reservation) => {
    const car = cars.get(reservation.carId)
    if (car === undefined) {
      throw new Error(`reservation ${reservation.id} refers to missing car ${reservation.carId}`)
    }
    // `{"id":…,"car":` is ASCII: written straight into the response below.
    const head = `{"id":${reservation.id},"car":`
    return { head, car: vehicleJson(car), rest: reservationRest(reservation) }
  })
  let length = 2 + Math.max(0, rows.length - 1)
  for (const row of rows) length += row.head.length + row.car.length + row.rest.length
  const json = new Uint8Array(length)
  json[0] = 0x5b // [
  let at = 1
  for (const [index, row] of rows.entries()) {
    if (index > 0) json[at++] = 0x2c // ,
    for (let i = 0; i < row.head.length; i++) json[at++] = row.head.charCodeAt(i)
    json.set(row.car, at)
    at += row.car.length
    json.set(row.rest, at)
    at += row.rest.length
  }
  json[at] = 0x5d // ]
  return json
}

/** The roles an add or update gives, as production's UserService.addRoles decides them. */
export function grantedRoles(roles: readonly (string | null)[] | null): StoredRole[] {
  if (roles === null) return ['Customer']
  const granted = roles.map((name): StoredRole => {
    // production's switch on a null name throws (a 500); the twin says why instead.
    if (name === null) throw new HttpError(400, 'roles must not contain null')
    return name === 'Administrator' || name === 'CustomerService' || name === 'Manager'
      ? name
      : 'Customer'
  })
  return [...new Set(granted)]
}

export function findVehicle(id: number): StoredVehicle {
  const vehicle = db.vehicles.findFirst((q) => q.where((r) => r.id === id))
  if (!vehicle) throw new HttpError(404, `car with id ${id} not found`)
  return vehicle
}

export function findUser(id: number): StoredUser {
  const user = db.users.findFirst((q) => q.where((r) => r.id === id))
  if (!user) throw new HttpError(404, `user with id ${id} not found`)
  return user
}

export function findReservation(id: number): StoredReservation {
  const reservation = db.reservations.findFirst((q) => q.where((r) => r.id === id))
  if (!reservation) throw new HttpError(404, `reservation with id ${id} not found`)
  return reservation
}

/** E-mails are compared exactly, case included, as production's database does; `exceptId` lets a user keep their own. */
export function assertEmailFree(email: string, exceptId?: number): void {
  const taken = db.users.findFirst((q) => q.where((u) => u.email === email && u.id !== exceptId))
  if (taken) throw new HttpError(409, 'Error: Email is already in use!')
}

/** The user with exactly this e-mail (production's findByEmail), if any. */
export const userByEmail = (email: string): StoredUser | undefined =>
  db.users.findFirst((q) => q.where((u) => u.email === email))
