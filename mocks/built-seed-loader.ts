import {
  type IdSequences,
  restoreDb,
  type StoredImage,
  type StoredReservation,
  type StoredUser,
  type StoredVehicle,
} from './db'
import { dayOf, daysBetween, moveTrips } from './rules/fresh-dates'
import { nextTask, RECORDS_PER_TASK } from './rules/next-task'
import { type BuiltSeedName, builtSeedFor, type SeedOptions } from './seed-sizes'
import { generatedSeed, type SeedSource } from './seed-source'

/** A seed made at build time (built-seed.ts): the records, placed around `seededOn`. */
export interface BuiltSeedFile {
  format: 'autovia-built-seed'
  version: 1
  seededOn: string
  /** The hour of `seededOn` the seed was placed at. */
  seededAt: number
  /** The first reservations, placed by the hour rather than the day (the demo customer's). */
  byTheHour: number
  sequences: IdSequences
  users: StoredUser[]
  vehicles: StoredVehicle[]
  images: StoredImage[]
  reservations: StoredReservation[]
}

const isBuiltSeed = (file: unknown): file is BuiltSeedFile =>
  typeof file === 'object' &&
  file !== null &&
  (file as BuiltSeedFile).format === 'autovia-built-seed' &&
  (file as BuiltSeedFile).version === 1

/** The demo's seeds, read from the files its build carries beside it (`folder`) rather than made in the page, so the page downloads data instead of the code and word lists that make it. */
export function builtSeeds(
  folder: string,
  restored: (name: BuiltSeedName | null) => void = () => undefined,
  read: (url: string) => Promise<BuiltSeedFile | undefined> = fetchBuilt,
): SeedSource {
  return async (options: SeedOptions) => {
    const name = builtSeedFor(options)
    const file = name ? await read(`${folder}${name}.json`) : undefined
    restored(file && name ? name : null)
    if (!file) return generatedSeed(options)
    // As the seed places them: by whole days since it was made, the demo customer's trips also by the hour.
    const now = new Date(options.now ?? Date.now())
    const days = daysBetween(file.seededOn, dayOf(now))
    const hours = days * 24 + now.getHours() - file.seededAt
    const reservations = async () => {
      const moved = moveTrips(file.reservations.slice(0, file.byTheHour), hours)
      // In parts, a task each, as the restore itself goes (large fleets).
      for (
        let start = file.byTheHour;
        start < file.reservations.length;
        start += RECORDS_PER_TASK
      ) {
        await nextTask()
        moved.push(
          ...moveTrips(file.reservations.slice(start, start + RECORDS_PER_TASK), days * 24),
        )
      }
      return moved
    }
    await restoreDb(
      { ...file, sessions: [], reservations },
      { parsed: true, coreReady: options.coreReady },
    )
  }
}

async function fetchBuilt(url: string): Promise<BuiltSeedFile | undefined> {
  try {
    const response = await fetch(url)
    const file: unknown = response.ok ? await response.json() : undefined
    if (isBuiltSeed(file)) return file
    console.warn(`Mock backend: ${url} is not a built seed; making the seed in the page.`)
  } catch (error) {
    console.warn(`Mock backend: could not read ${url}; making the seed in the page.`, error)
  }
  return undefined
}
