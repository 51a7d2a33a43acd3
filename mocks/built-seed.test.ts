import { describe, expect, it } from 'vitest'
import { builtSeedFile } from './built-seed'
import { type BuiltSeedFile, builtSeeds } from './built-seed-loader'
import { snapshotDb } from './db'
import { seedDatabase } from './seed'
import { BUILT_SEEDS, type BuiltSeedName } from './seed-sizes'

/** Reads the built seeds as a demo build carries them, made here instead of fetched. */
async function restoredFromBuilt(name: BuiltSeedName, now: string) {
  const files = new Map<string, BuiltSeedFile>()
  const read = async (url: string) => {
    files.set(url, files.get(url) ?? (await builtSeedFile(name)))
    return files.get(url)
  }
  const restored: Array<string | null> = []
  await builtSeeds(
    '/demo-data/',
    (seed) => restored.push(seed),
    read,
  )({ size: BUILT_SEEDS[name], now })
  return { data: snapshotDb(), restored, urls: [...files.keys()] }
}

describe('the seeds a demo build carries', () => {
  // Later than the day they are made on, in the same season (no clock change between).
  const LATER = '2026-02-20T15:42:00'

  for (const name of ['everyday', 'first-day'] as const) {
    it(`${name}: restored on a later day, the same data as the seed made on that day`, async () => {
      const { data, restored, urls } = await restoredFromBuilt(name, LATER)
      expect(urls).toEqual([`/demo-data/${name}.json`])
      expect(restored).toEqual([name])
      await seedDatabase({ size: BUILT_SEEDS[name], now: LATER })
      expect(data).toEqual(snapshotDb())
    })
  }

  it('makes in the page a seed no build carries (another seed number)', async () => {
    const restored: Array<string | null> = []
    const read = async () => {
      throw new Error('no file is read for it')
    }
    await builtSeeds('/demo-data/', (seed) => restored.push(seed), read)({ seed: 7, now: LATER })
    const made = snapshotDb()
    await seedDatabase({ seed: 7, now: LATER })
    expect(made).toEqual(snapshotDb())
    expect(restored).toEqual([null])
  })
})
