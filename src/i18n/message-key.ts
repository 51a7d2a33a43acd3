/**
 * The key a compiled catalog holds a message under: a hash of its English text (32-bit FNV-1a,
 * base 36), as Lingui's compiled catalogs do, so a downloaded catalog carries the translations
 * and not the English texts again. scripts/i18n.ts fails the build on a collision.
 */
export function messageKey(id: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}

const CORE_ID = /^#[\da-z]+$/

/** A built page's id of the core catalogs' message at `place` (scripts/core-ids-transformer.ts): the first download names its messages so instead of by their English words. */
export const coreId = (place: number): string => `#${place.toString(36)}`

/** The place in the core catalogs that `id` names, if it is a core id; any other text (English, the server's words) is none. */
export const corePlace = (id: string): number | undefined =>
  CORE_ID.test(id) ? Number.parseInt(id.slice(1), 36) : undefined
