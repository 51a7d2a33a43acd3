import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import dayjs from 'dayjs'
import type { BuiltSeedFile } from './built-seed-loader'
import { idSequences, snapshotDb } from './db'
import { drawingSvg } from './images'
import { seedDatabase } from './seed'
import { demoReservationPlan } from './seed-demo'
import { BUILT_SEED_DIR, BUILT_SEEDS, type BuiltSeedName } from './seed-sizes'

/** The moment the built seeds are placed around, as a wall-clock reading: a demo moves their trips by the whole days since (built-seed-loader.ts), as it moves a stored copy's. */
export const BUILT_SEED_DAY = '2026-01-05'
const BUILT_SEED_HOUR = 12
const BUILT_SEED_MOMENT = `${BUILT_SEED_DAY}T${BUILT_SEED_HOUR}:00:00`

/** The seed `name` made now, as the file a demo build carries. */
export async function builtSeedFile(name: BuiltSeedName): Promise<BuiltSeedFile> {
  await seedDatabase({ size: BUILT_SEEDS[name], now: BUILT_SEED_MOMENT })
  const { users, vehicles, images, reservations } = snapshotDb()
  return {
    format: 'autovia-built-seed',
    version: 1,
    seededOn: BUILT_SEED_DAY,
    seededAt: BUILT_SEED_HOUR,
    byTheHour: demoReservationPlan(dayjs(BUILT_SEED_MOMENT), BUILT_SEEDS[name].vehicles).length,
    sequences: idSequences(),
    users,
    vehicles,
    images,
    reservations,
  }
}

/** The built fleet's list and pictures, for 200.html's first screen: beside the seeds. */
export const BUILT_FLEET = { fleet: 'fleet.json', pictures: 'pictures/' }

/** Writes every built seed into a demo build's folder (scripts/parcel.ts), with the Everyday fleet's list and pictures, which 200.html's first screen shows before the backend starts. */
export async function writeBuiltSeeds(dist: string): Promise<void> {
  const dir = join(dist, BUILT_SEED_DIR)
  mkdirSync(join(dir, BUILT_FLEET.pictures), { recursive: true })
  for (const name of Object.keys(BUILT_SEEDS) as BuiltSeedName[]) {
    const file = await builtSeedFile(name)
    writeFileSync(join(dir, `${name}.json`), JSON.stringify(file))
    if (name !== 'everyday') continue
    writeFileSync(join(dir, BUILT_FLEET.fleet), JSON.stringify(file.vehicles))
    for (const image of file.images) {
      if ('drawing' in image)
        writeFileSync(join(dir, BUILT_FLEET.pictures, `${image.id}.svg`), drawingSvg(image.drawing))
    }
  }
}
