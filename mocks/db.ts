import { Collection } from '@msw/data'
import * as z from 'zod'
import { ReservationSchema } from '../src/domain/reservation'
import { UserListItemSchema } from '../src/domain/user'
import { VehicleSchema } from '../src/domain/vehicle'

/** A stored user: the API's list item plus what never leaves the server. */
export const StoredUserSchema = UserListItemSchema.extend({
  /** `pbkdf2$<iterations>$<salt>$<hash>`, see rules/passwords.ts. */
  passwordHash: z.string(),
})
export type StoredUser = z.infer<typeof StoredUserSchema>

export const StoredVehicleSchema = VehicleSchema
export type StoredVehicle = z.infer<typeof StoredVehicleSchema>

/** Picture bytes, kept as base64 so that a snapshot is plain JSON. */
export const StoredImageSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  base64: z.string(),
})
export type StoredImage = z.infer<typeof StoredImageSchema>

/**
 * The API's ReservationDTO, except that it refers to its car by id: the car is joined in when
 * answering. Dates are stored as the API returns them (ISO local date-times).
 */
export const StoredReservationSchema = ReservationSchema.omit({ car: true }).extend({
  carId: VehicleSchema.shape.id,
})
export type StoredReservation = z.infer<typeof StoredReservationSchema>

export const StoredSessionSchema = z.object({
  token: z.string(),
  userId: z.number().int(),
  /** Epoch milliseconds. */
  expiresAt: z.number(),
})
export type StoredSession = z.infer<typeof StoredSessionSchema>

export const db = {
  users: new Collection({ schema: StoredUserSchema }),
  vehicles: new Collection({ schema: StoredVehicleSchema }),
  images: new Collection({ schema: StoredImageSchema }),
  reservations: new Collection({ schema: StoredReservationSchema }),
  sessions: new Collection({ schema: StoredSessionSchema }),
}

export type Db = typeof db
type NumericCollection = Db['users'] | Db['vehicles'] | Db['reservations']

/** Next numeric id: ids are never reused while the records that had them live. */
export function nextId(collection: NumericCollection): number {
  let max = 0
  for (const record of collection.all()) max = Math.max(max, record.id)
  return max + 1
}

const clearListeners: Array<() => void> = []

/** Runs `listener` whenever the database is emptied (a reseed, a restore): for derived indexes. */
export function onClearDb(listener: () => void): void {
  clearListeners.push(listener)
}

export function clearDb(): void {
  for (const collection of Object.values(db)) collection.clear()
  // The store's clear() does not report every record it drops, so indexes start over here.
  for (const listener of clearListeners) listener()
}

/** Everything in the database as plain JSON-able data. */
export interface DbSnapshot {
  users: StoredUser[]
  vehicles: StoredVehicle[]
  images: StoredImage[]
  reservations: StoredReservation[]
  sessions: StoredSession[]
}

const plain = <T>(records: T[]): T[] => records.map((r) => structuredClone(r))

/** Everything in the database as plain data. */
export function snapshotDb(): DbSnapshot {
  return { ...snapshotRecords(), images: snapshotImages() }
}

/** Every record but the pictures (which the browser saves apart, see browser.ts). */
export function snapshotRecords(): Omit<DbSnapshot, 'images'> {
  return {
    users: plain(db.users.all()),
    vehicles: plain(db.vehicles.all()),
    reservations: plain(db.reservations.all()),
    sessions: plain(db.sessions.all()),
  }
}

export function snapshotImages(): StoredImage[] {
  return plain(db.images.all())
}

/** Replaces the database with a snapshot; every record is validated on the way in. */
export async function restoreDb(snapshot: DbSnapshot): Promise<void> {
  clearDb()
  try {
    for (const user of snapshot.users) await db.users.create(user)
    for (const vehicle of snapshot.vehicles) await db.vehicles.create(vehicle)
    for (const image of snapshot.images) await db.images.create(image)
    for (const reservation of snapshot.reservations) await db.reservations.create(reservation)
    for (const session of snapshot.sessions) await db.sessions.create(session)
  } catch (error) {
    clearDb()
    throw error
  }
}
