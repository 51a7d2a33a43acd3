import * as z from '../src/domain/zod'
import {
  type DbSnapshot,
  type IdSequences,
  IdSequencesSchema,
  StoredImageSchema,
  type StoredReservation,
  StoredReservationSchema,
  StoredSessionSchema,
  StoredUserSchema,
  StoredVehicleSchema,
} from './db'
import { RECORDS_PER_TASK } from './rules/next-task'
import { parseInParts } from './rules/parse-in-parts'
import type { SavePlan } from './saved-copy'
import {
  CHUNKING,
  CHUNKING_KEY,
  IDB_NAME,
  IDB_VERSION,
  LEGACY_IMAGES_KEY,
  LEGACY_KEY,
  LEGACY_PREFIX,
  LEGACY_STORE,
  META_STORE,
  REVISION_KEY,
  SAVED_ON_KEY,
  SCENARIO_KEY,
  SEQUENCES_KEY,
  STORED_COLLECTIONS,
} from './storage-keys'

const CoreSchema = z.object({
  users: z.array(StoredUserSchema),
  vehicles: z.array(StoredVehicleSchema),
  images: z.array(StoredImageSchema),
  sessions: z.array(StoredSessionSchema),
})
/** The first screen's collections in the order a load checks them, each with the schema of one record. */
const CORE_CHECKS = [
  ['users', StoredUserSchema],
  ['vehicles', StoredVehicleSchema],
  ['images', StoredImageSchema],
  ['sessions', StoredSessionSchema],
] as const
const ReservationsSchema = z.array(StoredReservationSchema)

const LegacySchema = CoreSchema.extend({
  reservations: ReservationsSchema,
  savedOn: z.string().optional(),
})

/** A stored copy as a page load reads it: the first screen's collections first, the reservations checked when asked for. */
export interface StoredCopy extends Omit<DbSnapshot, 'reservations'> {
  reservations: () => Promise<StoredReservation[]>
}

export class CorruptCopyError extends Error {
  constructor(issue: string) {
    super(`corrupt copy: ${issue}`)
    this.name = 'CorruptCopyError'
  }
}

export type LoadResult =
  /** `savedOn`: the day of the last save (older copies have none); `current`: stored the way saves store now (else the copy is to be written again whole); `scenario`: the name saved with the data, null for none, undefined when the copy predates it (unchecked: any text). */
  | {
      kind: 'found'
      copy: StoredCopy
      savedOn?: string
      current: boolean
      scenario?: string | null
      sequences?: IdSequences
    }
  | { kind: 'none' }
  | { kind: 'replaced'; reason: string }

/** One connection for the page's loads and saves, dropped when another page upgrades or deletes the database. */
let connection: Promise<IDBDatabase> | undefined

function openStore(): Promise<IDBDatabase> {
  if (!connection) {
    const opening = openConnection().then((idb) => {
      const forget = () => {
        if (connection === opening) connection = undefined
      }
      idb.onversionchange = () => {
        idb.close()
        forget()
      }
      idb.onclose = forget
      return idb
    })
    connection = opening
    opening.catch(() => {
      if (connection === opening) connection = undefined
    })
  }
  return connection
}

function openConnection(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(IDB_NAME, IDB_VERSION)
    open.onupgradeneeded = () => {
      const idb = open.result
      for (const name of STORED_COLLECTIONS) {
        if (!idb.objectStoreNames.contains(name)) idb.createObjectStore(name)
      }
      if (!idb.objectStoreNames.contains(META_STORE)) idb.createObjectStore(META_STORE)
    }
    open.onsuccess = () => resolve(open.result)
    open.onerror = () => reject(open.error)
  })
}

const request = <T>(r: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    r.onsuccess = () => resolve(r.result)
    r.onerror = () => reject(r.error)
  })

const finished = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onerror = () => reject(tx.error)
    tx.onabort = () => reject(tx.error ?? new Error('the transaction was aborted'))
  })

export async function loadSnapshot(): Promise<LoadResult> {
  const idb = await openStore()
  const tx = idb.transaction([META_STORE, ...STORED_COLLECTIONS], 'readonly')
  const meta = tx.objectStore(META_STORE)
  const savedOn = request(meta.get(SAVED_ON_KEY))
  const chunking = request(meta.get(CHUNKING_KEY))
  const scenario = request(meta.get(SCENARIO_KEY))
  const sequences = request(meta.get(SEQUENCES_KEY))
  const read = (name: (typeof STORED_COLLECTIONS)[number]) =>
    request(tx.objectStore(name).getAll()).then((chunks) => chunks.flat())
  // Asked for in this order, so served in it: the first screen's collections first, the reservations (most of the bytes) while those are checked.
  const first = Promise.all([
    savedOn,
    chunking,
    scenario,
    sequences,
    read('users'),
    read('sessions'),
    read('vehicles'),
    read('images'),
  ])
  const reservations = read('reservations')
  // Nothing waits for the reservations yet: a failed read of them surfaces when they are asked for.
  reservations.catch(() => undefined)
  const [day, cut, named, counted, users, sessions, vehicles, images] = await first
  if (day === undefined) return loadLegacy(idb)
  const core = { users, vehicles, images, sessions }
  const checked: Partial<Omit<DbSnapshot, 'reservations'>> = {}
  // A collection at a time and each in parts: a large copy never holds the page for long.
  for (const [name, schema] of CORE_CHECKS) {
    const part = await parseInParts(schema, core[name])
    if (!part.success) {
      await clearAll(idb)
      const at = part.issue
        ? `${[name, ...part.issue.path].map(String).join('.')}: ${part.issue.message}`
        : name
      return { kind: 'replaced', reason: `corrupt copy: ${at}` }
    }
    Object.assign(checked, { [name]: part.data })
  }
  return {
    kind: 'found',
    copy: {
      ...(checked as Omit<DbSnapshot, 'reservations'>),
      reservations: async () => checkReservations(await reservations),
    },
    savedOn: typeof day === 'string' ? day : undefined,
    current: cut === CHUNKING,
    scenario: typeof named === 'string' || named === null ? named : undefined,
    sequences: IdSequencesSchema.safeParse(counted).data,
  }
}

/** Checked in parts, a task each, so that a large copy never holds the page for long. */
async function checkReservations(records: unknown[]): Promise<StoredReservation[]> {
  const checked = await parseInParts(StoredReservationSchema, records)
  if (checked.success) return checked.data
  const { issue } = checked
  throw new CorruptCopyError(
    `reservations.${issue ? `${issue.path.map(String).join('.')}: ${issue.message}` : 'unreadable'}`,
  )
}

const firstIssue = (error: z.ZodError) => {
  const issue = error.issues[0]
  return issue ? `${issue.path.join('.')}: ${issue.message}` : 'unreadable'
}

/** An earlier visit's copy in layout 1 (one value, pictures inline or beside it). */
async function loadLegacy(idb: IDBDatabase): Promise<LoadResult> {
  if (!idb.objectStoreNames.contains(LEGACY_STORE)) return { kind: 'none' }
  const store = () => idb.transaction(LEGACY_STORE, 'readonly').objectStore(LEGACY_STORE)
  const keys = (await request(store().getAllKeys())).map(String)
  const older = keys.filter((k) => k.startsWith(LEGACY_PREFIX) && k !== LEGACY_KEY)
  const stored = await request(store().get(LEGACY_KEY))
  if (stored === undefined) {
    if (older.length === 0) return { kind: 'none' }
    await clearAll(idb)
    return { kind: 'replaced', reason: `older copy (${older.join(', ')})` }
  }
  const inline = typeof stored === 'object' && stored !== null && 'images' in stored
  const images = inline ? undefined : await request(store().get(LEGACY_IMAGES_KEY))
  const parsed = LegacySchema.safeParse(inline ? stored : { ...stored, images })
  if (!parsed.success) {
    await clearAll(idb)
    return { kind: 'replaced', reason: `corrupt copy: ${firstIssue(parsed.error)}` }
  }
  const { savedOn, reservations, ...core } = parsed.data
  return {
    kind: 'found',
    copy: { ...core, reservations: async () => reservations },
    savedOn,
    current: false,
  }
}

async function clearAll(idb: IDBDatabase): Promise<void> {
  const names = [...idb.objectStoreNames]
  const tx = idb.transaction(names, 'readwrite')
  for (const name of names) tx.objectStore(name).clear()
  await finished(tx)
}

/** Writes the plan, the day, the revision and the scenario in one transaction, so a reader never sees one without the others. */
export async function saveSnapshot(
  plan: SavePlan,
  savedOn: string,
  revision: number,
  scenario: string | null,
  sequences?: IdSequences,
): Promise<void> {
  const idb = await openStore()
  const legacy = plan.whole && idb.objectStoreNames.contains(LEGACY_STORE)
  const names = [META_STORE, ...STORED_COLLECTIONS, ...(legacy ? [LEGACY_STORE] : [])]
  const tx = idb.transaction(names, 'readwrite')
  if (legacy) tx.objectStore(LEGACY_STORE).clear()
  // The chunks go in a few at a time, each from the last one's success, as copying every record into IndexedDB at once would hold the page for long.
  const groups: Array<Array<() => IDBRequest>> = [[]]
  let inGroup = 0
  for (const name of STORED_COLLECTIONS) {
    const store = tx.objectStore(name)
    if (plan.whole) groups[0]!.push(() => store.clear())
    for (const chunk of plan.remove[name] ?? []) groups[0]!.push(() => store.delete(chunk))
    for (const [chunk, records] of plan.put[name] ?? []) {
      if (inGroup >= RECORDS_PER_TASK) {
        groups.push([])
        inGroup = 0
      }
      inGroup += records.length
      groups.at(-1)!.push(() => store.put(records, chunk))
    }
  }
  const writeGroup = (index: number) => {
    const requests = groups[index]?.map((write) => write()) ?? []
    const last = requests.at(-1)
    if (last && index + 1 < groups.length) last.onsuccess = () => writeGroup(index + 1)
    else if (!last && index + 1 < groups.length) writeGroup(index + 1)
  }
  writeGroup(0)
  const meta = tx.objectStore(META_STORE)
  meta.put(savedOn, SAVED_ON_KEY)
  meta.put(revision, REVISION_KEY)
  meta.put(scenario, SCENARIO_KEY)
  if (sequences) meta.put(sequences, SEQUENCES_KEY)
  if (plan.whole) meta.put(CHUNKING, CHUNKING_KEY)
  await finished(tx)
}

export async function loadRevision(): Promise<number | undefined> {
  const idb = await openStore()
  const stored = await request(
    idb.transaction(META_STORE, 'readonly').objectStore(META_STORE).get(REVISION_KEY),
  )
  return typeof stored === 'number' ? stored : undefined
}
