import { Collection } from '@msw/data'
import { createFromSerializedRecord, type SerializedRecord } from '@msw/data/extensions/persist'
import { BODY_STYLES } from '../src/domain/car-profiles'
import { ReservationSchema } from '../src/domain/reservation'
import { UserListItemSchema } from '../src/domain/user'
import { VehicleSchema } from '../src/domain/vehicle'
import * as z from '../src/domain/zod'
import { PAINT_NAMES } from './car-shapes'
import { nextTask, RECORDS_PER_TASK } from './rules/next-task'

/** Production's roles by the names its add and update calls take them (UserService.addRoles): each is a role of its own, though the API shows every one but Administrator as Customer. */
export const STORED_ROLES = ['Customer', 'Administrator', 'CustomerService', 'Manager'] as const
export type StoredRole = (typeof STORED_ROLES)[number]

/** A stored user: the API's list item plus what never leaves the server. */
export const StoredUserSchema = UserListItemSchema.extend({
  roles: z.array(z.enum(STORED_ROLES)),
  passwordHash: z.string(),
})
export type StoredUser = z.infer<typeof StoredUserSchema>

export const StoredVehicleSchema = VehicleSchema
export type StoredVehicle = z.infer<typeof StoredVehicleSchema>

/** An uploaded file (production keeps any): its bytes, as base64 so that a snapshot is plain JSON. */
const UploadedImageSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The type the upload declared, as production keeps it (none: null). */
  contentType: z.string().nullable(),
  base64: z.string(),
})
/** A seeded car's picture: what it shows, drawn when it is asked for (images.ts), so that the stored copy holds a few bytes for it instead of a whole SVG. */
export const CarDrawingSchema = z.object({
  body: z.enum(BODY_STYLES),
  paint: z.enum(PAINT_NAMES),
  backdrop: z.number().int().min(0),
})
export type CarDrawing = z.infer<typeof CarDrawingSchema>
const DrawnImageSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.literal('image/svg+xml'),
  drawing: CarDrawingSchema,
})
export const StoredImageSchema = z.union([UploadedImageSchema, DrawnImageSchema])
export type StoredImage = z.infer<typeof StoredImageSchema>

/** The API's ReservationDTO, except that it refers to its car by id: the car is joined in when responding. */
export const StoredReservationSchema = ReservationSchema.omit({ car: true }).extend({
  carId: VehicleSchema.shape.id,
})
export type StoredReservation = z.infer<typeof StoredReservationSchema>

export const StoredSessionSchema = z.object({
  token: z.string(),
  userId: z.number().int(),
  expiresAt: z.number(),
})
export type StoredSession = z.infer<typeof StoredSessionSchema>

/** A restore of checked records hands the store's create a stand-in for each, whose schema gives the record back: create copies every field of its input before its schema sees it, and gives each record a random key unless it brings one (docs/decisions/0015-restore-through-stand-ins.md). */
const STAND_IN = Symbol('restored record')
type StandIn = { [STAND_IN]: object }
const isStandIn = (value: unknown): value is StandIn =>
  typeof value === 'object' && value !== null && STAND_IN in value

/** Creates run every record through its schema, except a stand-in's: a restore of a copy already parsed whole (persistence.ts) does not check each record a second time. */
function storeSchema<S extends z.ZodType>(
  schema: S,
): { '~standard': z.core.$ZodStandardSchema<S> } {
  const standard = schema['~standard']
  return {
    '~standard': {
      ...standard,
      validate: (value, options) =>
        isStandIn(value)
          ? { value: value[STAND_IN] as z.output<S> }
          : standard.validate(value, options),
    },
  }
}

export const db = {
  users: new Collection({ schema: storeSchema(StoredUserSchema) }),
  vehicles: new Collection({ schema: storeSchema(StoredVehicleSchema) }),
  images: new Collection({ schema: storeSchema(StoredImageSchema) }),
  reservations: new Collection({ schema: storeSchema(StoredReservationSchema) }),
  sessions: new Collection({ schema: storeSchema(StoredSessionSchema) }),
}

export type Db = typeof db
type NumericCollection = Db['users'] | Db['vehicles'] | Db['reservations']

export type IdSequences = Record<'users' | 'vehicles' | 'reservations', number>
const sequences: IdSequences = { users: 0, vehicles: 0, reservations: 0 }
const sequenceOf = (collection: NumericCollection): keyof IdSequences =>
  collection === db.users ? 'users' : collection === db.vehicles ? 'vehicles' : 'reservations'

/** The next numeric id. As an identity column, it never gives an id twice, also once the record that had it is deleted; an id taken by a create that then failed is gone too. */
export function nextId(collection: NumericCollection): number {
  const name = sequenceOf(collection)
  let max = sequences[name]
  for (const record of collection.all()) max = Math.max(max, record.id)
  sequences[name] = max + 1
  return max + 1
}

export function idSequences(): IdSequences {
  const highest = (records: Array<{ id: number }>, given: number) =>
    records.reduce((max, r) => Math.max(max, r.id), given)
  return {
    users: highest(db.users.all(), sequences.users),
    vehicles: highest(db.vehicles.all(), sequences.vehicles),
    reservations: highest(db.reservations.all(), sequences.reservations),
  }
}

export const IdSequencesSchema = z.object({
  users: z.number().int().min(0),
  vehicles: z.number().int().min(0),
  reservations: z.number().int().min(0),
})

const clearListeners: Array<() => void> = []

/** Runs `listener` whenever the database is emptied (a reseed, a restore): for derived indexes. */
export function onClearDb(listener: () => void): void {
  clearListeners.push(listener)
}

export function clearDb(): void {
  for (const collection of Object.values(db)) {
    // all() hands out the store's own list: emptying it drops every record at once, where clear() looks each one up again, which grows with the square of the count.
    collection.all().length = 0
    if (collection.count() > 0) collection.clear()
  }
  // Nothing reports the records dropped, so derived indexes start over here.
  for (const listener of clearListeners) listener()
  Object.assign(sequences, { users: 0, vehicles: 0, reservations: 0 })
}

export interface DbSnapshot {
  users: StoredUser[]
  vehicles: StoredVehicle[]
  images: StoredImage[]
  reservations: StoredReservation[]
  sessions: StoredSession[]
}

export function snapshotDb(): DbSnapshot {
  const plain = <T>(records: T[]): T[] => records.map((r) => structuredClone(r))
  return {
    users: plain(db.users.all()),
    vehicles: plain(db.vehicles.all()),
    images: plain(db.images.all()),
    reservations: plain(db.reservations.all()),
    sessions: plain(db.sessions.all()),
  }
}

export type CollectionName = keyof DbSnapshot

/** The order a restore fills the collections in: what the first screen reads comes first. */
export const CORE_COLLECTIONS = ['users', 'sessions', 'vehicles', 'images'] as const

let restores = 0

/** Records into a collection through the store's create, checked by their schema unless trusted, a part per task so that a large restore never holds the page for long. */
async function createAll(
  name: CollectionName,
  records: unknown[],
  trusted: boolean,
  fresh: boolean,
) {
  const collection = db[name] as unknown as Collection<z.ZodType>
  const restore = ++restores
  // A trusted record goes in as the store's own persistence brings one back: with its key, here one of this restore's.
  const put = (record: unknown, i: number) =>
    trusted
      ? createFromSerializedRecord(collection, {
          __metadata__: { primaryKey: `restored-${restore}-${i}`, relations: [] },
          // The store marks what it keeps: a caller's object stays as it was unless no one else holds it.
          [STAND_IN]: fresh ? record : { ...(record as object) },
        } as SerializedRecord)
      : collection.create(record)
  for (let start = 0; start < records.length; start += RECORDS_PER_TASK) {
    if (start > 0) await nextTask()
    const created: Array<Promise<object>> = []
    const end = Math.min(records.length, start + RECORDS_PER_TASK)
    for (let i = start; i < end; i++) created.push(put(records[i], i))
    await Promise.all(created)
  }
}

export interface RestoreOptions {
  /** The snapshot was parsed whole with its schemas (persistence.ts does): records go in without a second check. */
  parsed?: boolean
  /** With `parsed`: the records are new objects no one else holds (a page load's, just parsed), so the store keeps them as they are instead of copies. */
  fresh?: boolean
  coreReady?: () => void | Promise<void>
  /** Called when a failure after `coreReady` is about to empty the data again: reads it let through are held first, so none answers from an empty store. */
  emptying?: () => void
}

/** A snapshot to restore; its reservations may come later (a page load checks them only once the first screen's collections are in). */
export type RestorableSnapshot = Omit<DbSnapshot, 'reservations'> & {
  reservations: StoredReservation[] | (() => Promise<StoredReservation[]>)
  sequences?: IdSequences
}

export async function restoreDb(
  snapshot: RestorableSnapshot,
  options: RestoreOptions = {},
): Promise<void> {
  clearDb()
  if (snapshot.sequences) Object.assign(sequences, snapshot.sequences)
  const put = (name: CollectionName, records: unknown[]) =>
    createAll(name, records, options.parsed === true, options.fresh === true)
  let coreIn = false
  try {
    for (const name of CORE_COLLECTIONS) await put(name, snapshot[name])
    coreIn = true
    await options.coreReady?.()
    const { reservations } = snapshot
    await put(
      'reservations',
      typeof reservations === 'function' ? await reservations() : reservations,
    )
  } catch (error) {
    if (coreIn) options.emptying?.()
    clearDb()
    throw error
  }
}
