import dayjs, { type Dayjs } from 'dayjs'
import { toReceived } from '../../src/domain/dates'
import { db, nextId, type StoredReservation } from '../db'
import { totalPrice } from '../rules/pricing'
import { SeededRandom } from '../rules/random'
import { DEFAULT_SEED, type SeedOptions, type SeedSize, seedDatabase } from '../seed'
import { PICKUP_LOCATIONS } from '../seed-catalog'

/** Named data sets a person can switch the embedded backend to (docs/embedded-backend.md). */
export const DATA_SCENARIOS = [
  'everyday',
  'busy-weekend',
  'first-day',
  'large-fleet',
  'production-like',
] as const
export type DataScenarioName = (typeof DATA_SCENARIOS)[number]

export const DATA_SCENARIO_LABELS: Record<DataScenarioName, string> = {
  everyday: 'Everyday',
  'busy-weekend': 'Busy weekend',
  'first-day': 'First day',
  'large-fleet': 'Large fleet',
  'production-like': 'Production-like',
}

export const isDataScenario = (name: unknown): name is DataScenarioName =>
  typeof name === 'string' && (DATA_SCENARIOS as readonly string[]).includes(name)

/** The scenario of the browser's stored copy from the name saved with it: none saved (a copy from before names were kept) means the seed's, Everyday; a name no longer known, none. */
export const storedScenario = (saved: string | null | undefined): DataScenarioName | null =>
  saved === undefined ? 'everyday' : isDataScenario(saved) ? saved : null

/** The same options as the seed: a seed number, `now` and a hook for the first screen's data. */
export type DataScenarioOptions = Omit<SeedOptions, 'size'>

const FIRST_DAY_SIZE: SeedSize = { vehicles: 8, customers: 0, reservations: 0 }

export const BUSY_SHARE = 0.75

export async function seedDataScenario(
  name: DataScenarioName,
  given: DataScenarioOptions & { size?: unknown } = {},
): Promise<void> {
  // The scenario decides the size, whatever size the caller's seed options name.
  const { size: _, ...options } = given
  const now = dayjs(options.now ?? Date.now())
  switch (name) {
    case 'everyday':
      return seedDatabase(options)
    case 'large-fleet':
      return seedDatabase({ ...options, size: 'large' })
    case 'first-day': {
      await seedDatabase({ ...options, size: FIRST_DAY_SIZE })
      // The seed always gives the demo customer some trips; a first day has none.
      db.reservations.all().length = 0
      if (db.reservations.count() > 0) db.reservations.clear()
      return
    }
    case 'busy-weekend': {
      await seedDatabase(options)
      await bookWeekends(now, options.seed ?? DEFAULT_SEED)
      return
    }
    case 'production-like': {
      await seedDatabase(options)
      // Its own chunk in the demo: only a switch to it needs its data.
      const { addProductionLikeData } = await import('./production-like')
      await addProductionLikeData(now)
      return
    }
  }
}

/** The Saturdays of the next two weekends: this weekend's when `now` falls on one (Sunday counts the Saturday before), else the coming one, and the one a week later. */
export function busyWeekends(now: Date | number | string | Dayjs): Dayjs[] {
  const day = dayjs(now).startOf('day')
  const weekday = day.day()
  const saturday = weekday === 0 ? day.subtract(1, 'day') : day.add(6 - weekday, 'day')
  return [saturday, saturday.add(7, 'day')]
}

/** Books most cars through both weekends, so a weekend booking meets "not available" and some cars stay free. */
async function bookWeekends(now: Dayjs, seed: number): Promise<void> {
  const random = new SeededRandom(seed + 1)
  const customers = db.users.findMany((q) => q.where((u) => !u.builtIn))
  const vehicles = db.vehicles.all().filter((v) => v.id % 6 !== 0)
  let id = nextId(db.reservations)
  for (const saturday of busyWeekends(now)) {
    const start = saturday.valueOf()
    const end = saturday.add(2, 'day').valueOf()
    for (const vehicle of vehicles) {
      const taken = db.reservations
        .findMany((q) => q.where((r) => r.carId === vehicle.id && r.status !== 'CANCELED'))
        .map((r) => [dayjs(r.pickUpTime).valueOf(), dayjs(r.dropOfTime).valueOf()] as const)
        .filter(([from, to]) => from < end && start < to)
        .sort((a, b) => a[0] - b[0])
      for (const [from, to] of gaps(start, end, taken)) {
        const customer = random.pick(customers)
        const location = random.pick(PICKUP_LOCATIONS)
        const pickUp = dayjs(from)
        const dropOff = dayjs(to)
        const record: StoredReservation = {
          id: id++,
          carId: vehicle.id,
          userId: customer.id,
          pickUpTime: toReceived(pickUp),
          dropOfTime: toReceived(dropOff),
          pickUpLocation: location,
          dropOfLocation: location,
          status: 'CREATED',
          totalPrice: totalPrice(vehicle.pricePerHour, pickUp, dropOff),
        }
        await db.reservations.create(record)
      }
    }
  }
}

function gaps(start: number, end: number, busy: ReadonlyArray<readonly [number, number]>) {
  const free: Array<[number, number]> = []
  let at = start
  for (const [from, to] of busy) {
    if (from > at) free.push([at, Math.min(from, end)])
    at = Math.max(at, to)
  }
  if (at < end) free.push([at, end])
  return free
}
