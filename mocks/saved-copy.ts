import { type CollectionName, type DbSnapshot, db } from './db'
import { chunkOf, RECORD_STORES, STORED_COLLECTIONS } from './storage-keys'

type Key = string | number
type ChunkKey = number | string
type Records = { [K in CollectionName]: DbSnapshot[K][number] }

/** What a save writes: every chunk, or the chunks whose records changed and those now empty. */
export interface SavePlan {
  whole: boolean
  put: { [K in CollectionName]?: Array<[ChunkKey, Array<Records[K]>]> }
  remove: { [K in CollectionName]?: ChunkKey[] }
  chunks: number
  records: number
  stored(): void
}

const keyOf = (name: CollectionName, record: object): Key =>
  (record as Record<string, Key>)[RECORD_STORES[name]]!

const byKey = (name: CollectionName, records: readonly object[]): Map<Key, object> =>
  new Map(records.map((record) => [keyOf(name, record), record]))

/** What the browser's stored copy holds, as the record objects it was written from. */
export class SavedCopy {
  #known: Map<CollectionName, Map<Key, object>> | undefined
  /** The records a restore put in, as lists: a page load that never saves (most of them) need not index its 13,000 records by key; the first save does. */
  #restored: Map<CollectionName, object[]> | undefined

  /** Remembers the database as it is now as what is stored (after a restore from it). */
  matchesDb(): void {
    this.#restored = new Map(
      STORED_COLLECTIONS.map((name) => [name, [...(db[name].all() as object[])]]),
    )
    this.#known = undefined
  }

  /** The stored copy is unknown or outdated as a whole (a seed, dates moved): write it all. */
  forget(): void {
    this.#known = undefined
    this.#restored = undefined
  }

  plan(): SavePlan {
    if (this.#restored) {
      const restored = [...this.#restored]
      this.#known = new Map(restored.map(([name, records]) => [name, byKey(name, records)]))
      this.#restored = undefined
    }
    const known = this.#known
    const current = new Map(STORED_COLLECTIONS.map((name) => [name, this.#current(name)]))
    const put: Record<string, Array<[ChunkKey, object[]]>> = {}
    const remove: Record<string, ChunkKey[]> = {}
    let chunks = 0
    let written = 0
    for (const name of STORED_COLLECTIONS) {
      const now = current.get(name)!
      const before = known?.get(name)
      // The chunks to write again: every one when the stored copy is unknown.
      const touched = new Set<ChunkKey>()
      for (const [key, record] of now) if (before?.get(key) !== record) touched.add(chunkOf(key))
      if (before) for (const key of before.keys()) if (!now.has(key)) touched.add(chunkOf(key))
      if (touched.size === 0) continue
      const contents = new Map<ChunkKey, object[]>([...touched].map((chunk) => [chunk, []]))
      for (const [key, record] of now) contents.get(chunkOf(key))?.push(record)
      const entries = [...contents]
      const filled = entries.filter(([, records]) => records.length > 0)
      const emptied = entries.filter(([, records]) => records.length === 0).map(([chunk]) => chunk)
      if (filled.length) put[name] = filled
      if (emptied.length) remove[name] = emptied
      chunks += entries.length
      written += filled.reduce((n, [, records]) => n + records.length, 0)
    }
    return {
      whole: known === undefined,
      put: put as SavePlan['put'],
      remove,
      chunks,
      records: written,
      stored: () => {
        this.#known = current
      },
    }
  }

  #current(name: CollectionName): Map<Key, object> {
    return byKey(name, db[name].all() as object[])
  }
}
