/**
 * Where the browser keeps the embedded backend's data (IndexedDB), in a module of its own so
 * that tests can name the keys without loading the store.
 */

/** Bump the version whenever the stored shape changes: older copies are then replaced. */
export const STORAGE_PREFIX = 'autovia-mock-db:'
export const STORAGE_KEY = `${STORAGE_PREFIX}v1`
/**
 * A counter beside the snapshot, raised by every save in the same transaction: a tab whose
 * data is older than the stored revision reloads before it writes (see browser.ts).
 */
export const REVISION_KEY = 'autovia-mock-revision'
/**
 * The pictures, kept apart from the records (they are most of the bytes) and written only
 * when they change, so a booking or a sign-in saves the records alone.
 */
export const IMAGES_KEY = 'autovia-mock-images'
export const IDB_NAME = 'autovia-mock'
export const IDB_STORE = 'snapshots'
