/**
 * Where the browser keeps the embedded backend's data (IndexedDB), in a module of its own so
 * that tests can name the stores and keys without loading the store.
 *
 * Layout 2 (database version 2): one object store per collection holding its records in
 * chunks (see `chunkOf`), so that a save writes only the chunks whose records changed, and a
 * page load reads a few dozen values rather than 10,000 (IndexedDB's cost is per value); the
 * day of the last save and the revision in `meta`. Layout 1 kept everything in one snapshot value (and
 * the pictures beside it) in the store `snapshots`; such a copy is still read once and moved
 * over to layout 2.
 */

export const IDB_NAME = 'autovia-mock'
export const IDB_VERSION = 2

/** The collections' stores and the field that keys each record. */
export const RECORD_STORES = {
  users: 'id',
  sessions: 'token',
  vehicles: 'id',
  images: 'id',
  reservations: 'id',
} as const

/** The stored collections, in the order a page load fills them (the first screen's first). */
export const STORED_COLLECTIONS = Object.keys(RECORD_STORES) as Array<keyof typeof RECORD_STORES>

/**
 * Records with numeric ids are chunked by id, this many ids per chunk. Chromium reads values
 * of more than about 64 KB several times faster per byte than smaller ones (10,000
 * reservations: 100 ms in chunks of 250, 25 ms in chunks of 500 or more), so a chunk of
 * reservations or users is made to weigh 100 KB or more.
 */
export const CHUNK_SIZE = 500
/** Records with text keys (sessions, pictures) are spread over this many chunks. */
export const TEXT_CHUNKS = 16

/**
 * How the stored copy is cut into chunks, kept in `meta` under CHUNKING_KEY: a copy cut
 * another way (or before this was kept) is read as it is and written again whole, since a
 * save's chunk keys would not match its own.
 */
export const CHUNKING = `${CHUNK_SIZE}/${TEXT_CHUNKS}`

/** The chunk a record of this key is stored in. */
export function chunkOf(key: string | number): number | string {
  if (typeof key === 'number') return Math.floor(key / CHUNK_SIZE)
  let hash = 0
  for (let i = 0; i < key.length; i++) hash = (hash * 31 + key.charCodeAt(i)) | 0
  return `t${Math.abs(hash) % TEXT_CHUNKS}`
}

export const META_STORE = 'meta'
/** The local day of the last save (YYYY-MM-DD), to move an older copy forward on opening. */
export const SAVED_ON_KEY = 'savedOn'
/**
 * A counter raised by every save in the same transaction as the records: a tab whose data is
 * older than the stored revision reloads before it writes (see browser.ts).
 */
export const REVISION_KEY = 'revision'
/** Where the stored copy says how it was chunked (see CHUNKING). */
export const CHUNKING_KEY = 'chunking'
/**
 * The data scenario the stored data started from (null: a snapshot naming none), so a reload
 * or another tab shows the same scenario; a copy saved before this was kept has none.
 */
export const SCENARIO_KEY = 'scenario'
/** The ids each collection has handed out (db.ts idSequences), so a reload never gives one twice. */
export const SEQUENCES_KEY = 'sequences'

/** Layout 1: read to move an earlier visit's copy over, then emptied. */
export const LEGACY_STORE = 'snapshots'
export const LEGACY_PREFIX = 'autovia-mock-db:'
export const LEGACY_KEY = `${LEGACY_PREFIX}v1`
export const LEGACY_IMAGES_KEY = 'autovia-mock-images'

/**
 * In localStorage: set once the demo's cars or pictures are no longer the built seed's, so that
 * 200.html's first screen (which shows the built fleet before the backend has started) stays out.
 */
export const FLEET_CHANGED_KEY = 'autovia.demo.fleet-changed'
