import type { Dayjs } from 'dayjs'
import { parseReceived } from '../../src/domain/dates'
import { db, type StoredReservation } from '../db'

/** Half-open intervals [from, to) overlap: back-to-back bookings do not. */
export function overlaps(aFrom: number, aTo: number, bFrom: number, bTo: number): boolean {
  return aFrom < bTo && bFrom < aTo
}

/**
 * The CREATED reservation of `carId` that overlaps [pickUp, dropOff), if any. CANCELED and
 * DONE ones never block; `ignoreId` lets an update not conflict with itself.
 */
export function findConflict(
  carId: number,
  pickUp: Dayjs,
  dropOff: Dayjs,
  ignoreId?: number,
): StoredReservation | undefined {
  const from = pickUp.valueOf()
  const to = dropOff.valueOf()
  return db.reservations
    .findMany((q) => q.where({ carId, status: 'CREATED' }))
    .find(
      (r) =>
        r.id !== ignoreId &&
        overlaps(
          from,
          to,
          parseReceived(r.pickUpTime).valueOf(),
          parseReceived(r.dropOfTime).valueOf(),
        ),
    )
}
