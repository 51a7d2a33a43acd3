import { isReceived } from '../../src/domain/dates'
import * as z from '../../src/domain/zod'
import {
  type DbSnapshot,
  type IdSequences,
  IdSequencesSchema,
  StoredImageSchema,
  StoredReservationSchema,
  StoredUserSchema,
  StoredVehicleSchema,
} from '../db'
import { dayOf, daysBetween, moveTripsForward } from '../rules/fresh-dates'
import { nextTask, RECORDS_PER_TASK } from '../rules/next-task'
import { parseInParts } from '../rules/parse-in-parts'
import { type DataScenarioName, isDataScenario } from './data-scenarios'

/** The whole database as one JSON file a person can download, hand on and load elsewhere (docs/embedded-backend.md). */
export const SNAPSHOT_FORMAT = 'autovia-snapshot'
export const SNAPSHOT_VERSION = 1

export type SnapshotData = Omit<DbSnapshot, 'sessions'>

export interface SnapshotFile extends SnapshotData {
  format: typeof SNAPSHOT_FORMAT
  version: typeof SNAPSHOT_VERSION
  savedAt: string
  scenario: DataScenarioName | null
  sequences?: IdSequences
}

export function snapshotFile(
  data: SnapshotData,
  scenario: DataScenarioName | null,
  now: Date | number = Date.now(),
  sequences?: IdSequences,
): SnapshotFile {
  const { users, vehicles, images, reservations } = data
  return {
    format: SNAPSHOT_FORMAT,
    version: SNAPSHOT_VERSION,
    savedAt: new Date(now).toISOString(),
    scenario,
    ...(sequences ? { sequences } : {}),
    users,
    vehicles,
    images,
    reservations,
  }
}

const HeadSchema = z.object({
  format: z.literal(SNAPSHOT_FORMAT),
  version: z.literal(SNAPSHOT_VERSION),
  savedAt: z.iso.datetime({ offset: true }),
  scenario: z.string().nullable(),
  sequences: IdSequencesSchema.optional(),
})
/** The file's lists in the order a check reads them, each with the schema of one record. */
const LISTS = [
  ['users', StoredUserSchema],
  ['vehicles', StoredVehicleSchema],
  ['images', StoredImageSchema],
  ['reservations', StoredReservationSchema],
] as const
type CheckedFile = z.infer<typeof HeadSchema> & SnapshotData

export type SnapshotCheck =
  | { ok: true; file: SnapshotFile; data: SnapshotData; movedDays: number }
  | { ok: false; message: string }

const refuse = (message: string): SnapshotCheck => ({
  ok: false,
  message: `This file cannot be loaded: ${message}. The data in use is unchanged.`,
})

/** Checks a snapshot file whole (format, schemas, unique ids, references, double bookings) before any of it is used. */
export async function checkSnapshotFile(
  text: string,
  now: Date | number = Date.now(),
): Promise<SnapshotCheck> {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return refuse('it is not valid JSON (is it truncated?)')
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return refuse('it is not an Autovia snapshot')
  }
  const head = json as Record<string, unknown>
  if (head.format !== SNAPSHOT_FORMAT) return refuse('it is not an Autovia snapshot')
  if (head.version !== SNAPSHOT_VERSION) {
    return refuse(
      `it is a snapshot of version ${JSON.stringify(head.version)}; this version reads version ${SNAPSHOT_VERSION}`,
    )
  }
  const parsed = HeadSchema.safeParse(json)
  const at = (path: PropertyKey[], message: string) =>
    refuse(`${path.map(String).join('.') || 'the file'}: ${message}`)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    return at(issue.path, issue.message)
  }
  const lists: Partial<SnapshotData> = {}
  // A list at a time and each in parts: a large file never holds the page for long.
  for (const [name, schema] of LISTS) {
    const given = head[name]
    if (!Array.isArray(given)) return at([name], 'Invalid input: expected array')
    const checked = await parseInParts(schema, given)
    if (!checked.success)
      return checked.issue ? at([name, ...checked.issue.path], checked.issue.message) : refuse(name)
    Object.assign(lists, { [name]: checked.data })
  }
  const file = { ...parsed.data, ...lists } as CheckedFile
  const broken = await brokenRule(file)
  if (broken) return refuse(broken)
  const days = Math.max(0, daysBetween(dayOf(new Date(file.savedAt)), dayOf(now)))
  const data: SnapshotData = {
    users: file.users,
    vehicles: file.vehicles,
    images: file.images,
    reservations: moveTripsForward(file.reservations, days),
  }
  const scenario = isDataScenario(file.scenario) ? file.scenario : null
  return { ok: true, file: { ...file, scenario }, data, movedDays: days }
}

/** The file's rules, a step per task and the reservations in parts, so that a large file never holds the page for long. */
async function brokenRule(file: CheckedFile): Promise<string | undefined> {
  const duplicate = <T>(items: T[], key: (item: T) => unknown) => {
    const seen = new Set<unknown>()
    for (const item of items) {
      const k = key(item)
      if (seen.has(k)) return k
      seen.add(k)
    }
    return undefined
  }
  const ids: Array<[string, Array<{ id: number | string }>]> = [
    ['user id', file.users],
    ['car id', file.vehicles],
    ['picture id', file.images],
    ['reservation id', file.reservations],
  ]
  for (const [name, records] of ids) {
    await nextTask()
    const twice = duplicate(records, (record) => record.id)
    if (twice !== undefined) return `${name} ${twice} appears twice`
  }
  await nextTask()
  // Production's unique column compares e-mails exactly: two that differ in case are two.
  const email = duplicate(file.users, (u) => u.email)
  if (email !== undefined) return `the e-mail ${email} belongs to two users`
  const users = new Set(file.users.map((u) => u.id))
  const cars = new Set(file.vehicles.map((v) => v.id))
  const pictures = new Set(file.images.map((i) => i.id))
  for (const v of file.vehicles) {
    const missing = v.image.find((id) => !pictures.has(id))
    if (missing !== undefined)
      return `car ${v.id} shows picture ${missing}, which is not in the file`
  }
  // Production's data may hold what its checks let through: a trip that ends before it starts (no check), and a car booked twice at once (an enclosing booking, an administrator's car change).
  const { reservations } = file
  for (let i = 0; i < reservations.length; i++) {
    if (i % RECORDS_PER_TASK === 0) await nextTask()
    const r = reservations[i]!
    if (!cars.has(r.carId))
      return `reservation ${r.id} is for car ${r.carId}, which is not in the file`
    if (!users.has(r.userId))
      return `reservation ${r.id} is by user ${r.userId}, who is not in the file`
    if (!isReceived(r.pickUpTime) || !isReceived(r.dropOfTime)) {
      return `reservation ${r.id} has an unreadable date`
    }
  }
  return undefined
}
