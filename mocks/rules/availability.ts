import type { Dayjs } from 'dayjs'
import { db, onClearDb, type StoredReservation } from '../db'

/** Half-open intervals [from, to) overlap: back-to-back bookings do not. */
export function overlaps(aFrom: number, aTo: number, bFrom: number, bTo: number): boolean {
  return aFrom < bTo && bFrom < aTo
}

/**
 * An index of the CREATED reservations by car, with their times as numbers: an availability
 * check looks at one car's few reservations instead of scanning (and parsing) them all. Kept
 * up to date by the store's update and delete events and by the booking that creates one;
 * built again from the records whenever it has missed some (first use, after a reseed or a
 * restore).
 */
interface Slot {
  id: number
  from: number
  to: number
}
const slotsByCar = new Map<number, Map<number, Slot>>()
const carOfReservation = new Map<number, number>()
/** Every reservation the index has seen, whatever its status: to notice any it missed. */
const seen = new Set<number>()

/** `YYYY-MM-DDTHH:mm:ss` (how reservations are stored) as local epoch ms, without dayjs. */
function localTime(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(text)
  if (!m) return Number.NaN
  return new Date(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +(m[6] ?? 0)).getTime()
}

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
  slots.set(r.id, { id: r.id, from: localTime(r.pickUpTime), to: localTime(r.dropOfTime) })
  carOfReservation.set(r.id, r.carId)
}

function reset(): void {
  slotsByCar.clear()
  carOfReservation.clear()
  seen.clear()
}

// A 'create' listener would make every create of a seed or restore wait on an async event;
// creates the index has not seen show in the count, and it is built again (a booking notes
// its own, so the count stays in step between seeds).
db.reservations.hooks.on('update', (event) => remember(event.data.nextRecord))
db.reservations.hooks.on('delete', (event) => {
  forgetSlot(event.data.deletedRecord.id)
  seen.delete(event.data.deletedRecord.id)
})
// The store's clear() does not report every record it drops.
onClearDb(reset)

/** Adds a reservation just created to the index. */
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

/**
 * The id of the CREATED reservation of `carId` that overlaps [pickUp, dropOff), if any.
 * CANCELED and DONE ones never block; `ignoreId` lets an update not conflict with itself.
 */
export function findConflict(
  carId: number,
  pickUp: Dayjs,
  dropOff: Dayjs,
  ignoreId?: number,
): number | undefined {
  const from = pickUp.valueOf()
  const to = dropOff.valueOf()
  for (const slot of slotsOf(carId)) {
    if (slot.id !== ignoreId && overlaps(from, to, slot.from, slot.to)) return slot.id
  }
  return undefined
}
