/** Where the browser keeps the embedded backend's data (IndexedDB), in a module of its own so that tests can name the stores and keys without loading the store. */

export const IDB_NAME = 'autovia-mock'
export const IDB_VERSION = 2

export const RECORD_STORES = {
  users: 'id',
  sessions: 'token',
  vehicles: 'id',
  images: 'id',
  reservations: 'id',
} as const

/** The stored collections, in the order a page load fills them (the first screen's first). */
export const STORED_COLLECTIONS = Object.keys(RECORD_STORES) as Array<keyof typeof RECORD_STORES>

export const CHUNK_SIZE = 500
/** Records with text keys (sessions, pictures) are spread over this many chunks. */
export const TEXT_CHUNKS = 16

/** How the stored copy is cut into chunks: a copy cut another way is read as it is and written again whole. */
export const CHUNKING = `${CHUNK_SIZE}/${TEXT_CHUNKS}`

export function chunkOf(key: string | number): number | string {
  if (typeof key === 'number') return Math.floor(key / CHUNK_SIZE)
  let hash = 0
  for (let i = 0; i < key.length; i++) hash = (hash * 31 + key.charCodeAt(i)) | 0
  return `t${Math.abs(hash) % TEXT_CHUNKS}`
}

export const META_STORE = 'meta'
/** The local day of the last save (YYYY-MM-DD), to move an older copy forward on opening. */
export const SAVED_ON_KEY = 'savedOn'
/** A counter raised by every save in the same transaction as the records: a tab whose data is older than the stored revision reloads before it writes (see browser.ts). */
export const REVISION_KEY = 'revision'
export const CHUNKING_KEY = 'chunking'
/** The data scenario the stored data started from, so a reload or another tab shows the same one. */
export const SCENARIO_KEY = 'scenario'
/** The ids each collection has handed out (db.ts idSequences), so a reload never gives one twice. */
export const SEQUENCES_KEY = 'sequences'

export const LEGACY_STORE = 'snapshots'
export const LEGACY_PREFIX = 'autovia-mock-db:'
export const LEGACY_KEY = `${LEGACY_PREFIX}v1`
export const LEGACY_IMAGES_KEY = 'autovia-mock-images'
