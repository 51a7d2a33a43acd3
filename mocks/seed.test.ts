import dayjs from 'dayjs'
import { FUEL_TYPES, RESERVATION_STATUSES, TRANSMISSIONS } from '../src/domain/enums'
import { PHONE_PATTERN } from '../src/domain/user'
import { db, snapshotDb } from './db'
import { seedDatabase } from './seed'

const now = new Date('2026-06-15T09:30:00')

/** Everything but the dates, which move with `now`; durations stay. */
function withoutDates() {
  const { users, vehicles, reservations } = snapshotDb()
  return {
    users,
    vehicles,
    reservations: reservations.map(({ pickUpTime, dropOfTime, ...rest }) => ({
      ...rest,
      hours: dayjs(dropOfTime).diff(dayjs(pickUpTime), 'hour', true),
    })),
  }
}

/** Where each reservation starts, relative to the moment its dates are anchored on. */
function startOffsets(at: Date) {
  const anchor = (demo: boolean) => dayjs(at).startOf(demo ? 'hour' : 'day')
  return db.reservations
    .all()
    .map((r) => dayjs(r.pickUpTime).diff(anchor(r.userId === 2 && r.id <= 5), 'minute'))
}

describe('seedDatabase', () => {
  it('draws the same data at any hour: only the dates move with now', async () => {
    const hours = ['00:30', '06:00', '12:45', '18:00', '23:59']
    const at = (day: string, hour: string) => new Date(`${day}T${hour}:00`)
    await seedDatabase({ now: at('2026-06-15', hours[0]!) })
    const first = withoutDates()
    const offsets = startOffsets(at('2026-06-15', hours[0]!))
    for (const hour of hours.slice(1)) {
      await seedDatabase({ now: at('2026-06-15', hour) })
      expect(withoutDates(), `seeded at ${hour}`).toEqual(first)
      expect(startOffsets(at('2026-06-15', hour)), `seeded at ${hour}`).toEqual(offsets)
    }
    // Another day: the same people, cars and trips, a day later.
    await seedDatabase({ now: at('2026-06-16', '15:10') })
    expect(withoutDates()).toEqual(first)
  })

  it('gives the same data for the same seed number and now', async () => {
    await seedDatabase({ seed: 7, now })
    const first = snapshotDb()
    await seedDatabase({ seed: 7, now })
    expect(snapshotDb()).toEqual(first)
    await seedDatabase({ seed: 8, now })
    expect(snapshotDb().users).not.toEqual(first.users)
  })

  it('holds the demo accounts, about 60 customers and a varied fleet', async () => {
    await seedDatabase({ now })
    const [admin, customer] = db.users.all()
    expect(admin).toMatchObject({
      id: 1,
      email: 'admin@autovia.test',
      roles: ['Administrator'],
      builtIn: true,
    })
    expect(customer).toMatchObject({
      id: 2,
      email: 'customer@autovia.test',
      roles: ['Customer'],
      builtIn: true,
    })
    expect(db.users.count()).toBe(62)
    expect(db.users.all().every((u) => PHONE_PATTERN.test(u.phoneNumber))).toBe(true)
    const vehicles = db.vehicles.all()
    expect(vehicles).toHaveLength(40)
    expect(vehicles.filter((v) => v.builtIn).map((v) => v.id)).toEqual([1, 2, 3, 4])
    expect(new Set(vehicles.map((v) => v.fuelType))).toEqual(new Set(FUEL_TYPES))
    expect(new Set(vehicles.map((v) => v.transmission))).toEqual(new Set(TRANSMISSIONS))
    expect(vehicles.every((v) => db.images.findFirst((q) => q.where({ id: v.image[0]! })))).toBe(
      true,
    )
  })

  it('spreads a few hundred reservations of every status, CREATED ones never overlapping', async () => {
    await seedDatabase({ now })
    const reservations = db.reservations.all()
    expect(reservations.length).toBe(300)
    expect(new Set(reservations.map((r) => r.status))).toEqual(new Set(RESERVATION_STATUSES))
    const created = reservations.filter((r) => r.status === 'CREATED')
    for (const a of created) {
      for (const b of created) {
        if (a.id >= b.id || a.carId !== b.carId) continue
        const overlap = a.pickUpTime < b.dropOfTime && b.pickUpTime < a.dropOfTime
        expect(overlap, `reservations ${a.id} and ${b.id}`).toBe(false)
      }
    }
    const price = (r: (typeof reservations)[number]) =>
      db.vehicles.findFirst((q) => q.where({ id: r.carId }))!.pricePerHour *
      Math.trunc(dayjs(r.dropOfTime).diff(dayjs(r.pickUpTime), 'hour', true))
    expect(reservations.every((r) => Math.abs(r.totalPrice - price(r)) < 0.01)).toBe(true)
    const past = reservations.filter((r) => dayjs(r.dropOfTime).isBefore(now))
    const future = reservations.filter((r) => dayjs(r.pickUpTime).isAfter(now))
    expect(past.length).toBeGreaterThan(50)
    expect(future.length).toBeGreaterThan(20)
    // Tests that book a year ahead rely on the calendar being empty there.
    const latest = Math.max(...reservations.map((r) => dayjs(r.dropOfTime).diff(now, 'day')))
    expect(latest).toBeLessThan(200)
  })

  it('offers a large size', async () => {
    await seedDatabase({ now, size: { vehicles: 120, customers: 300, reservations: 1500 } })
    expect(db.vehicles.count()).toBe(120)
    expect(db.users.count()).toBe(302)
    expect(db.reservations.count()).toBe(1500)
  })
})
