import dayjs from 'dayjs'
import { RESERVATION_STATUSES, type ReservationStatus } from '../../../domain/enums'
import type { Reservation } from '../../../domain/reservation'
import type { UserListItem } from '../../../domain/user'
import type { Vehicle } from '../../../domain/vehicle'
import { formatDateWith } from '../../../i18n/format'

const DAY = 'YYYY-MM-DD'
export const CHART_WEEKS = 12

export interface DashboardFigures {
  fleetSize: number
  customers: number
  byStatus: Record<ReservationStatus, number>
  revenue: { month: string; total: number; from: string; to: string }
  pickUps: { count: number; from: string; to: string }
  weeks: Array<{ start: string; label: string; count: number }>
}

/** The dashboard's figures from the admin lists alone; `now` decides "this month" and "next". The month's and the weeks' names are in the language in use. */
export function dashboardFigures(
  input: {
    users: readonly UserListItem[]
    vehicles: readonly Vehicle[]
    reservations: readonly Reservation[]
  },
  now: Date,
): DashboardFigures {
  const today = dayjs(now).startOf('day')
  const monthStart = today.startOf('month')
  const monthEnd = today.endOf('month')
  const weekday = (today.day() + 6) % 7 // Monday 0
  const thisWeek = today.subtract(weekday, 'day')
  const firstWeek = thisWeek.subtract(CHART_WEEKS - 1, 'week')
  const nextWeekEnd = today.add(6, 'day').format(DAY)
  const todayText = today.format(DAY)

  const byStatus = Object.fromEntries(RESERVATION_STATUSES.map((s) => [s, 0])) as Record<
    ReservationStatus,
    number
  >
  const weekCounts = new Array<number>(CHART_WEEKS).fill(0)
  let revenue = 0
  let pickUps = 0
  const monthFrom = monthStart.format(DAY)
  const monthTo = monthEnd.format(DAY)

  for (const r of input.reservations) {
    byStatus[r.status] = (byStatus[r.status] ?? 0) + 1
    const day = r.pickUpTime.slice(0, 10)
    if (r.status !== 'CANCELED' && day >= monthFrom && day <= monthTo) revenue += r.totalPrice
    if (r.status === 'CREATED' && day >= todayText && day <= nextWeekEnd) pickUps += 1
    const week = Math.floor(dayjs(day).diff(firstWeek, 'day') / 7)
    if (week >= 0 && week < CHART_WEEKS) weekCounts[week] = (weekCounts[week] ?? 0) + 1
  }

  return {
    fleetSize: input.vehicles.length,
    customers: input.users.filter((u) => u.roles.includes('Customer')).length,
    byStatus,
    revenue: {
      month: formatDateWith(monthStart, { month: 'long', year: 'numeric' }),
      total: Math.round(revenue * 100) / 100,
      from: monthFrom,
      to: monthTo,
    },
    pickUps: { count: pickUps, from: todayText, to: nextWeekEnd },
    weeks: weekCounts.map((count, index) => {
      const start = firstWeek.add(index, 'week')
      return {
        start: start.format(DAY),
        label: formatDateWith(start, { month: 'short', day: 'numeric' }),
        count,
      }
    }),
  }
}
