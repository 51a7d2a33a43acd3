import type { Faker } from '@faker-js/faker'
import type { Dayjs } from 'dayjs'
import { toReceived } from '../src/domain/dates'
import type { ReservationStatus } from '../src/domain/enums'
import { db, type StoredReservation, type StoredUser } from './db'
import { totalPrice } from './rules/pricing'
import { PICKUP_LOCATIONS } from './seed-catalog'
import { DEMO_CUSTOMER, demoReservationPlan } from './seed-demo'

/**
 * Reservations around `now`: the demo customer's first, then `count` in all spread over
 * half a year back and three months ahead. Past ones are DONE or CANCELED, current ones
 * CREATED, future ones mostly CREATED; cars are never double-booked by ones not canceled.
 */
export async function seedReservations(faker: Faker, count: number, now: Dayjs): Promise<void> {
  const vehicles = db.vehicles.all()
  const customers = db.users.findMany((q) => q.where({ builtIn: false }))
  // Busy intervals of reservations that are not canceled, per car, to keep them apart.
  const busy = new Map<number, [number, number][]>()
  const isFree = (carId: number, from: Dayjs, to: Dayjs) =>
    !(busy.get(carId) ?? []).some(([a, b]) => from.valueOf() < b && a < to.valueOf())
  const prices = new Map(vehicles.map((v) => [v.id, v.pricePerHour]))
  let id = 1
  const add = async (r: Omit<StoredReservation, 'id' | 'totalPrice'>, from: Dayjs, to: Dayjs) => {
    if (r.status !== 'CANCELED') {
      if (!busy.has(r.carId)) busy.set(r.carId, [])
      busy.get(r.carId)!.push([from.valueOf(), to.valueOf()])
    }
    await db.reservations.create({
      ...r,
      id: id++,
      totalPrice: totalPrice(prices.get(r.carId)!, from, to),
    })
  }
  for (const plan of demoReservationPlan(now, vehicles.length)) {
    await add(
      reservation(plan.carId, DEMO_CUSTOMER.id, plan.from, plan.to, plan.status, faker),
      plan.from,
      plan.to,
    )
  }
  const today = now.startOf('day')
  while (id <= count && customers.length > 0) {
    const user = faker.helpers.arrayElement(customers)
    const car = faker.helpers.arrayElement(vehicles)
    let from = today
      .add(faker.number.int({ min: -180, max: 90 }), 'day')
      .hour(faker.number.int({ min: 8, max: 18 }))
    let to = from.add(faker.number.int({ min: 4, max: 240 }), 'hour')
    for (let attempt = 0; attempt < 4 && !isFree(car.id, from, to); attempt++) {
      from = from.add(faker.number.int({ min: 3, max: 20 }), 'day')
      to = from.add(faker.number.int({ min: 4, max: 120 }), 'hour')
    }
    let status: ReservationStatus = 'CREATED'
    if (!to.isAfter(now)) status = faker.datatype.boolean(0.85) ? 'DONE' : 'CANCELED'
    else if (from.isAfter(now) && faker.datatype.boolean(0.15)) status = 'CANCELED'
    if (!isFree(car.id, from, to)) status = 'CANCELED'
    await add(reservation(car.id, user.id, from, to, status, faker), from, to)
  }
}

function reservation(
  carId: number,
  userId: StoredUser['id'],
  from: Dayjs,
  to: Dayjs,
  status: ReservationStatus,
  faker: Faker,
) {
  const pickUpLocation = faker.helpers.arrayElement(PICKUP_LOCATIONS)
  const dropOfLocation = faker.datatype.boolean(0.7)
    ? pickUpLocation
    : faker.helpers.arrayElement(PICKUP_LOCATIONS)
  return {
    carId,
    userId,
    pickUpTime: toReceived(from),
    dropOfTime: toReceived(to),
    pickUpLocation,
    dropOfLocation,
    status,
  }
}
