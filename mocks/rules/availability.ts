import { clockMs, type LocalDateTime } from '../../src/domain/dates'
import { db, onClearDb, type StoredReservation } from '../db'

/** Production's checkStatus (ReservationRepository): an active trip [from, to] holds the car at a requested end that lies within it, both ends included. */
export function holdsEitherEnd(
  slot: { from: number; to: number },
  pickUp: number,
  dropOff: number,
) {
  const within = (at: number) => slot.from <= at && at <= slot.to
  return within(pickUp) || within(dropOff)
}

/** The CREATED reservations by car, so a check reads one car's few reservations instead of all. */
interface Slot {
  id: number
  from: number
  to: number
}
const slotsByCar = new Map<number, Map<number, Slot>>()
const carOfReservation = new Map<number, number>()
/** Every reservation the index has seen, whatever its status: to notice any it missed. */
const seen = new Set<number>()

function forgetSlot(id: number): void {
  const carId = carOfReservation.get(id)
  if (carId === undefined) return
  slotsByCar.get(carId)?.delete(id)
  carOfReservation.delete(id)
}

function remember(r: StoredReservation): void {
  forgetSlot(r.id)
  seen.add(r.id)
  if (r.status !== 'CREATED') return
  let slots = slotsByCar.get(r.carId)
  if (!slots) {
    slots = new Map()
    slotsByCar.set(r.carId, slots)
  }
  slots.set(r.id, { id: r.id, from: clockMs(r.pickUpTime), to: clockMs(r.dropOfTime) })
  carOfReservation.set(r.id, r.carId)
}

function reset(): void {
  slotsByCar.clear()
  carOfReservation.clear()
  seen.clear()
}

// A 'create' listener would make every seed or restore wait on an async event; the index is rebuilt when its count falls behind.
db.reservations.hooks.on('update', (event) => remember(event.data.nextRecord))
db.reservations.hooks.on('delete', (event) => {
  forgetSlot(event.data.deletedRecord.id)
  seen.delete(event.data.deletedRecord.id)
})
// The store's clear() does not report every record it drops.
onClearDb(reset)

export function noteNewReservation(r: StoredReservation): void {
  remember(r)
}

function slotsOf(carId: number): Iterable<Slot> {
  if (db.reservations.count() !== seen.size) {
    reset()
    for (const r of db.reservations.all()) remember(r)
  }
  return slotsByCar.get(carId)?.values() ?? []
}

/** Whether `carId` is taken for a trip, as production's checkStatus decides (docs/api.md). */
export function carTaken(carId: number, pickUp: LocalDateTime, dropOff: LocalDateTime): boolean {
  const from = clockMs(pickUp)
  const to = clockMs(dropOff)
  for (const slot of slotsOf(carId)) if (holdsEitherEnd(slot, from, to)) return true
  return false
}
