import dayjs from 'dayjs'
import { db, snapshotDb } from '../db'
import { seedDatabase } from '../seed'
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../seed-demo'
import { BUSY_SHARE, busyWeekends, DATA_SCENARIOS, seedDataScenario } from './data-scenarios'

// Pinned moments on several weekdays and hours, a Saturday and a Sunday among them.
const MOMENTS = [
  '2026-06-15T00:30:00', // Monday just after midnight
  '2026-06-17T12:45:00', // Wednesday noon
  '2026-06-19T23:59:00', // Friday, a minute to midnight
  '2026-06-20T09:00:00', // Saturday morning
  '2026-06-21T18:00:00', // Sunday evening
]

const data = () => {
  const { sessions: _, ...rest } = snapshotDb()
  return rest
}

describe('data scenarios', () => {
  it.each(DATA_SCENARIOS.filter((name) => name !== 'large-fleet'))(
    '%s gives the same data for the same now, at any hour',
    async (name) => {
      for (const now of MOMENTS) {
        await seedDataScenario(name, { now })
        const first = data()
        await seedDataScenario(name, { now })
        expect(data(), `${name} at ${now}`).toEqual(first)
      }
    },
  )

  it('everyday is the seed itself', async () => {
    await seedDatabase({ now: MOMENTS[1] })
    const seeded = data()
    await seedDataScenario('everyday', { now: MOMENTS[1] })
    expect(data()).toEqual(seeded)
  })

  it('busy-weekend books at least three quarters of the fleet through both weekends', async () => {
    for (const now of MOMENTS) {
      await seedDataScenario('busy-weekend', { now })
      const cars = db.vehicles.all()
      const saturdays = busyWeekends(now)
      // The Saturdays of the next two weekends: this one's when now falls on a weekend.
      expect(saturdays.map((s) => s.day())).toEqual([6, 6])
      expect(saturdays[0]!.diff(dayjs(now).startOf('day'), 'day')).toBeGreaterThanOrEqual(-1)
      expect(saturdays[0]!.diff(dayjs(now).startOf('day'), 'day')).toBeLessThan(7)
      for (const day of saturdays.flatMap((s) => [s, s.add(1, 'day')])) {
        const start = day.valueOf()
        const end = day.add(1, 'day').valueOf()
        const booked = cars.filter((car) => coveredHours(car.id, start, end) === 24)
        expect(booked.length, `${day.format('ddd YYYY-MM-DD')} from ${now}`).toBeGreaterThanOrEqual(
          Math.ceil(cars.length * BUSY_SHARE),
        )
        // A prospect still finds a car.
        expect(booked.length).toBeLessThan(cars.length)
      }
      expectNoDoubleBooking()
    }
  })

  it('first-day has at most ten cars, no reservations and the demo accounts', async () => {
    for (const now of MOMENTS) {
      await seedDataScenario('first-day', { now })
      expect(db.vehicles.count()).toBeGreaterThan(0)
      expect(db.vehicles.count()).toBeLessThanOrEqual(10)
      expect(db.reservations.count()).toBe(0)
      expect(db.users.all().map((u) => u.email)).toEqual([DEMO_ADMIN.email, DEMO_CUSTOMER.email])
    }
  })

  it('large-fleet is the large seed: 500 cars, 2,000 customers, 10,000 reservations', async () => {
    await seedDataScenario('large-fleet', { now: MOMENTS[2] })
    expect(db.vehicles.count()).toBe(500)
    expect(db.users.findMany((q) => q.where((u) => !u.builtIn)).length).toBe(2000)
    expect(db.reservations.count()).toBe(10000)
  })
})

/** Whole hours of [start, end) in which car `carId` is held by a CREATED reservation. */
function coveredHours(carId: number, start: number, end: number): number {
  const trips = db.reservations
    .findMany((q) => q.where((r) => r.carId === carId && r.status === 'CREATED'))
    .map((r) => [dayjs(r.pickUpTime).valueOf(), dayjs(r.dropOfTime).valueOf()])
  let hours = 0
  for (let at = start; at < end; at += 3_600_000) {
    if (trips.some(([from, to]) => from! <= at && at + 3_600_000 <= to!)) hours++
  }
  return hours
}

function expectNoDoubleBooking(): void {
  const byCar = new Map<number, Array<[number, number]>>()
  for (const r of db.reservations.all()) {
    if (r.status !== 'CREATED') continue
    const list = byCar.get(r.carId) ?? []
    list.push([dayjs(r.pickUpTime).valueOf(), dayjs(r.dropOfTime).valueOf()])
    byCar.set(r.carId, list)
  }
  for (const [carId, list] of byCar) {
    list.sort((a, b) => a[0] - b[0])
    for (let i = 1; i < list.length; i++) {
      expect(list[i]![0], `car ${carId}`).toBeGreaterThanOrEqual(list[i - 1]![1])
    }
  }
}

describe('production-like', () => {
  it('holds what production allows and the seed never makes', async () => {
    await seedDataScenario('production-like', { now: MOMENTS[1] })
    const cars = db.vehicles.all()
    expect(cars.some((c) => c.transmission === 'Manual' && c.fuelType === 'Petrol')).toBe(true)
    expect(cars.some((c) => c.builtIn === null)).toBe(true)
    expect(cars.some((c) => c.image.length === 0)).toBe(true)
    const users = db.users.all()
    expect(users.some((u) => u.phoneNumber.startsWith('(555)-'))).toBe(true)
    expect(users.some((u) => u.phoneNumber.startsWith('(555).'))).toBe(true)
    expect(users.some((u) => u.lastName === '')).toBe(true)
    expect(users.some((u) => u.roles.includes('Manager'))).toBe(true)
    // The demo accounts are there, so the demo and the contracts' provider states work on it.
    expect(users.find((u) => u.id === DEMO_ADMIN.id)?.email).toBe(DEMO_ADMIN.email)
    expect(users.find((u) => u.id === DEMO_CUSTOMER.id)?.email).toBe(DEMO_CUSTOMER.email)
    // A pair on one car where the later booking encloses the earlier one.
    const created = db.reservations.all().filter((r) => r.status === 'CREATED')
    const enclosed = created.some((a) =>
      created.some(
        (b) =>
          a.carId === b.carId &&
          a.id < b.id &&
          b.pickUpTime < a.pickUpTime &&
          a.dropOfTime < b.dropOfTime,
      ),
    )
    expect(enclosed).toBe(true)
  })
})
