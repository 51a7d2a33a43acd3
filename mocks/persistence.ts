import * as z from 'zod'
import {
  type DbSnapshot,
  StoredImageSchema,
  StoredReservationSchema,
  StoredSessionSchema,
  StoredUserSchema,
  StoredVehicleSchema,
} from './db'
import {
  IDB_NAME,
  IDB_STORE,
  IMAGES_KEY,
  REVISION_KEY,
  STORAGE_KEY,
  STORAGE_PREFIX,
} from './storage-keys'

const ImagesSchema = z.array(StoredImageSchema)
const SnapshotSchema = z.object({
  users: z.array(StoredUserSchema),
  vehicles: z.array(StoredVehicleSchema),
  images: ImagesSchema,
  reservations: z.array(StoredReservationSchema),
  sessions: z.array(StoredSessionSchema),
  /** The local day it was saved (YYYY-MM-DD); copies from before this field have none. */
  savedOn: z.string().optional(),
})

export type LoadResult =
  /** `imagesApart`: the pictures came from their own key (else from an older, inline copy). */
  | { kind: 'found'; snapshot: DbSnapshot; savedOn?: string; imagesApart: boolean }
  | { kind: 'none' }
  | { kind: 'replaced'; reason: string }

function openStore(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(IDB_NAME, 1)
    open.onupgradeneeded = () => open.result.createObjectStore(IDB_STORE)
    open.onsuccess = () => resolve(open.result)
    open.onerror = () => reject(open.error)
  })
}

function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>) {
  return openStore().then((idb) =>
    new Promise<T>((resolve, reject) => {
      const request = act(idb.transaction(IDB_STORE, mode).objectStore(IDB_STORE))
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    }).finally(() => idb.close()),
  )
}

/** The stored database, if there is a usable one; older or corrupt copies are dropped. */
export async function loadSnapshot(): Promise<LoadResult> {
  const keys = (await run('readonly', (s) => s.getAllKeys())).map(String)
  const older = keys.filter((k) => k.startsWith(STORAGE_PREFIX) && k !== STORAGE_KEY)
  for (const key of older) await run('readwrite', (s) => s.delete(key))
  const stored = await run('readonly', (s) => s.get(STORAGE_KEY))
  if (stored === undefined) {
    return older.length
      ? { kind: 'replaced', reason: `older copy (${older.join(', ')})` }
      : { kind: 'none' }
  }
  const inline = typeof stored === 'object' && stored !== null && 'images' in stored
  const images = inline ? undefined : await run('readonly', (s) => s.get(IMAGES_KEY))
  const parsed = SnapshotSchema.safeParse(inline ? stored : { ...stored, images })
  if (parsed.success) {
    const { savedOn, ...snapshot } = parsed.data
    return { kind: 'found', snapshot, savedOn, imagesApart: !inline }
  }
  await run('readwrite', (s) => s.delete(STORAGE_KEY))
  return {
    kind: 'replaced',
    reason: `corrupt copy: ${parsed.error.issues[0]?.message ?? 'unreadable'}`,
  }
}

/**
 * Stores the records with the day they were saved on (so a later visit can move them
 * forward), the revision and, when given, the pictures, all in one transaction: a reader never
 * sees one without the others. Without `images` the stored pictures stay as they are.
 */
export async function saveSnapshot(
  snapshot: Omit<DbSnapshot, 'images'> & { images?: DbSnapshot['images'] },
  savedOn: string,
  revision: number,
): Promise<void> {
  const { images, ...records } = snapshot
  const idb = await openStore()
  try {
    await new Promise<void>((resolve, reject) => {
      const tx = idb.transaction(IDB_STORE, 'readwrite')
      const store = tx.objectStore(IDB_STORE)
      store.put({ ...records, savedOn }, STORAGE_KEY)
      if (images) store.put(images, IMAGES_KEY)
      store.put(revision, REVISION_KEY)
      tx.oncomplete = () => resolve()
      tx.onerror = () => reject(tx.error)
      tx.onabort = () => reject(tx.error ?? new Error('the save was aborted'))
    })
  } finally {
    idb.close()
  }
}

/** The revision of the stored database (undefined when none was saved with one). */
export async function loadRevision(): Promise<number | undefined> {
  const stored = await run('readonly', (s) => s.get(REVISION_KEY))
  return typeof stored === 'number' ? stored : undefined
}
