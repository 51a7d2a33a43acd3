import type { Dayjs } from 'dayjs'
import { toReceived } from '../src/domain/dates'
import type { ReservationStatus } from '../src/domain/enums'
import { db, type StoredReservation, type StoredUser } from './db'
import { totalPrice } from './rules/pricing'
import type { SeededRandom } from './rules/random'
import { PICKUP_LOCATIONS } from './seed-catalog'
import { DEMO_CUSTOMER, demoReservationPlan } from './seed-demo'

interface Draw {
  userId: number
  carId: number
  dayOffset: number
  hour: number
  hours: number
  retries: Array<[number, number]>
  done: boolean
  canceledAhead: boolean
  locations: [string, string]
}

const RETRIES = 4

function draw(random: SeededRandom, customers: StoredUser[], carIds: number[]): Draw {
  return {
    userId: random.pick(customers).id,
    carId: random.pick(carIds),
    dayOffset: random.int({ min: -180, max: 90 }),
    hour: random.int({ min: 8, max: 18 }),
    hours: random.int({ min: 4, max: 240 }),
    retries: Array.from({ length: RETRIES }, () => [
      random.int({ min: 3, max: 20 }),
      random.int({ min: 4, max: 120 }),
    ]),
    done: random.chance(0.85),
    canceledAhead: random.chance(0.15),
    locations: drawLocations(random),
  }
}

function drawLocations(random: SeededRandom): [string, string] {
  const pickUp = random.pick(PICKUP_LOCATIONS)
  const sameDropOff = random.chance(0.7)
  const other = random.pick(PICKUP_LOCATIONS)
  return [pickUp, sameDropOff ? pickUp : other]
}

/** Reservations around `now`: the demo customer's first, then `count` in all spread over half a year back and three months ahead. */
export async function seedReservations(
  random: SeededRandom,
  count: number,
  now: Dayjs,
): Promise<void> {
  const vehicles = db.vehicles.all()
  const customers = db.users.findMany((q) => q.where((r) => r.builtIn === false))
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
    const locations = drawLocations(random)
    await add(
      reservation(plan.carId, DEMO_CUSTOMER.id, plan.from, plan.to, plan.status, locations),
      plan.from,
      plan.to,
    )
  }
  const today = now.startOf('day')
  const tomorrow = today.add(1, 'day')
  const carIds = vehicles.map((v) => v.id)
  while (id <= count && customers.length > 0 && carIds.length > 0) {
    const d = draw(random, customers, carIds)
    let from = today.add(d.dayOffset, 'day').hour(d.hour)
    let to = from.add(d.hours, 'hour')
    for (const [laterDays, hours] of d.retries) {
      if (isFree(d.carId, from, to)) break
      from = from.add(laterDays, 'day')
      to = from.add(hours, 'hour')
    }
    // Judged by days, not by the clock, so the status is the same at any hour of `now`.
    let status: ReservationStatus = 'CREATED'
    if (!to.isAfter(today)) status = d.done ? 'DONE' : 'CANCELED'
    else if (!from.isBefore(tomorrow) && d.canceledAhead) status = 'CANCELED'
    if (!isFree(d.carId, from, to)) status = 'CANCELED'
    await add(reservation(d.carId, d.userId, from, to, status, d.locations), from, to)
  }
}

function reservation(
  carId: number,
  userId: StoredUser['id'],
  from: Dayjs,
  to: Dayjs,
  status: ReservationStatus,
  [pickUpLocation, dropOfLocation]: [string, string],
) {
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
