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
