import dayjs from 'dayjs'
import { clockMs } from '../../src/domain/dates'
import type { StoredReservation } from '../db'

/** The local calendar day of `now`, as the stored copy records it (YYYY-MM-DD). */
export const dayOf = (now: Date | number): string => dayjs(now).format('YYYY-MM-DD')

/** Whole calendar days from `from` to `to` (both YYYY-MM-DD); 0 when either is unreadable. */
export function daysBetween(from: string, to: string): number {
  const a = dayjs(from, 'YYYY-MM-DD')
  const b = dayjs(to, 'YYYY-MM-DD')
  return a.isValid() && b.isValid() ? Math.round(b.diff(a, 'day', true)) : 0
}

/** A wall-clock reading `days` later, its time of day kept whatever the zone's clock changes. */
function shiftText(received: string, days: number): string {
  const ms = clockMs(received)
  if (Number.isNaN(ms)) return received
  return new Date(ms + days * 86_400_000).toISOString().slice(0, 19)
}

/** A demo database opened days later, moved forward by those days, so it still has pick-ups today and trips ahead. */
export function moveTripsForward(
  reservations: StoredReservation[],
  days: number,
): StoredReservation[] {
  if (days <= 0) return reservations
  return reservations.map((r) => ({
    ...r,
    pickUpTime: shiftText(r.pickUpTime, days),
    dropOfTime: shiftText(r.dropOfTime, days),
  }))
}
