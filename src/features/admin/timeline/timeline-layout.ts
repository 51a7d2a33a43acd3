import dayjs from 'dayjs'
import { clockMs, type LocalDateTime, localDateTimeOf } from '../../../domain/dates'
import type { Reservation } from '../../../domain/reservation'
import { msg } from '../../../i18n/msg'

// Where things sit on the fleet timeline, kept apart from React so that it is tested alone.

export type Zoom = 'day' | 'week' | 'month'

/** Each zoom's scale; its label is a message, shown with `t`. */
export const ZOOMS: Record<Zoom, { label: string; pxPerHour: number; stepHours: number }> = {
  day: { label: msg('Day'), pxPerHour: 48, stepHours: 1 },
  week: { label: msg('Week'), pxPerHour: 8, stepHours: 6 },
  month: { label: msg('Month'), pxPerHour: 2, stepHours: 24 },
}

export const ROW_HEIGHT = 44
const HOUR = 3_600_000

export interface TimeWindow {
  start: LocalDateTime
  end: LocalDateTime
  hours: number
}

/** The window a zoom shows around `day` (a YYYY-MM-DD): that day, its week, its month. */
export function windowOf(zoom: Zoom, day: string): TimeWindow {
  const d = dayjs(day)
  const from =
    zoom === 'day' ? d.startOf('day') : zoom === 'week' ? d.startOf('week') : d.startOf('month')
  const to = from.add(1, zoom)
  const start = localDateTimeOf(from)
  const end = localDateTimeOf(to)
  return { start, end, hours: Math.round((clockMs(end) - clockMs(start)) / HOUR) }
}

export const shiftDay = (zoom: Zoom, day: string, by: number) =>
  dayjs(day).add(by, zoom).format('YYYY-MM-DD')

/** Hours from the window's start to a reading (clock hours: no daylight-saving jumps). */
export const hoursInto = (window: TimeWindow, at: LocalDateTime) =>
  (clockMs(at) - clockMs(window.start)) / HOUR

export const overlaps = (window: TimeWindow, r: Pick<Reservation, 'pickUpTime' | 'dropOfTime'>) =>
  clockMs(r.pickUpTime) < clockMs(window.end) && clockMs(r.dropOfTime) > clockMs(window.start)

export function barBox(
  window: TimeWindow,
  zoom: Zoom,
  r: Pick<Reservation, 'pickUpTime' | 'dropOfTime'>,
) {
  const px = ZOOMS[zoom].pxPerHour
  const from = Math.max(0, hoursInto(window, r.pickUpTime))
  const to = Math.min(window.hours, hoursInto(window, r.dropOfTime))
  return { left: from * px, width: Math.max(4, (to - from) * px) }
}

/** The rows to draw for a scroll position: those in sight and a few around them. */
export function rowsInSight(scrollTop: number, height: number, count: number, overscan = 4) {
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - overscan)
  const last = Math.min(count, Math.ceil((scrollTop + height) / ROW_HEIGHT) + overscan)
  return { first, last }
}

export function addHours(at: LocalDateTime, hours: number): LocalDateTime {
  return new Date(clockMs(at) + hours * HOUR).toISOString().slice(0, 19)
}

export function byCar(reservations: readonly Reservation[]): Map<number, Reservation[]> {
  const map = new Map<number, Reservation[]>()
  for (const r of reservations) {
    const list = map.get(r.car.id)
    if (list) list.push(r)
    else map.set(r.car.id, [r])
  }
  for (const list of map.values()) list.sort((a, b) => a.pickUpTime.localeCompare(b.pickUpTime))
  return map
}
