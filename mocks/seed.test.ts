import dayjs from 'dayjs'
import { FUEL_TYPES, RESERVATION_STATUSES, TRANSMISSIONS } from '../src/domain/enums'
import { PHONE_PATTERN } from '../src/domain/user'
import { db, snapshotDb } from './db'
import { seedDatabase } from './seed'

const now = new Date('2026-06-15T09:30:00')

describe('seedDatabase', () => {
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

  it('seeds the default size fast and offers a large size', async () => {
    // About 50 ms on an idle machine; the best of three and a wide margin keep a busy CI green.
    const times: number[] = []
    for (let i = 0; i < 3; i++) {
      const started = performance.now()
      await seedDatabase({ now })
      times.push(performance.now() - started)
    }
    expect(Math.min(...times)).toBeLessThan(500)
    await seedDatabase({ now, size: { vehicles: 120, customers: 300, reservations: 1500 } })
    expect(db.vehicles.count()).toBe(120)
    expect(db.users.count()).toBe(302)
    expect(db.reservations.count()).toBe(1500)
  })
})
