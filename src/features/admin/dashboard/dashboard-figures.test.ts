import { afterEach, describe, expect, it } from 'vitest'
import type { Reservation } from '../../../domain/reservation'
import type { UserListItem } from '../../../domain/user'
import type { Vehicle } from '../../../domain/vehicle'
import { activateLocale } from '../../../i18n/i18n'
import { CHART_WEEKS, dashboardFigures } from './dashboard-figures'

// Pinned: Wednesday 2030-05-15, noon.
const now = new Date(2030, 4, 15, 12)
const reservation = (pickUp: string, status: Reservation['status'], totalPrice = 100) =>
  ({ pickUpTime: `${pickUp}T10:00:00`, status, totalPrice }) as Reservation
const users = [
  { roles: ['Customer'] },
  { roles: ['Administrator'] },
  { roles: ['Customer', 'Administrator'] },
] as UserListItem[]
const vehicles = [{}, {}, {}, {}] as Vehicle[]

describe('dashboard figures', () => {
  const figures = dashboardFigures(
    {
      users,
      vehicles,
      reservations: [
        reservation('2030-05-01', 'DONE', 200.1),
        reservation('2030-05-15', 'CREATED', 50.2),
        reservation('2030-05-21', 'CREATED'),
        reservation('2030-05-22', 'CREATED'), // a day too late for "next 7 days"
        reservation('2030-05-16', 'CANCELED', 999),
        reservation('2030-04-30', 'DONE', 70),
        reservation('2030-02-17', 'DONE'), // 13 weeks back: outside the chart
      ],
    },
    now,
  )

  it('count the fleet, the customers and the reservations by status', () => {
    expect(figures.fleetSize).toBe(4)
    expect(figures.customers).toBe(2)
    expect(figures.byStatus).toEqual({ CREATED: 3, CANCELED: 1, DONE: 3 })
  })

  it("add up this month's reservations that are not canceled", () => {
    expect(figures.revenue).toEqual({
      month: 'May 2030',
      total: 450.3,
      from: '2030-05-01',
      to: '2030-05-31',
    })
  })

  it('count the pick-ups still to come from today through the sixth day after', () => {
    expect(figures.pickUps).toEqual({ count: 2, from: '2030-05-15', to: '2030-05-21' })
  })

  it('count reservations per week from Monday over the last weeks, none ahead', () => {
    expect(figures.weeks).toHaveLength(CHART_WEEKS)
    expect(figures.weeks.at(-1)).toEqual({ start: '2030-05-13', label: 'May 13', count: 2 })
    expect(figures.weeks.at(-2)).toEqual({ start: '2030-05-06', label: 'May 6', count: 0 })
    expect(figures.weeks.at(-3)).toEqual({ start: '2030-04-29', label: 'Apr 29', count: 2 })
    expect(figures.weeks[0]?.start).toBe('2030-02-25')
    expect(figures.weeks.reduce((sum, week) => sum + week.count, 0)).toBe(4)
  })

  describe('in another language', () => {
    afterEach(() => activateLocale('en'))

    it("names the month and the weeks' days as Spanish and Turkish write them", async () => {
      const input = { users, vehicles, reservations: [] }
      await activateLocale('es')
      const spanish = dashboardFigures(input, now)
      expect(spanish.revenue.month).toBe('mayo de 2030')
      expect(spanish.weeks.at(-1)?.label).toBe('13 may')
      await activateLocale('tr')
      const turkish = dashboardFigures(input, now)
      expect(turkish.revenue.month).toBe('Mayıs 2030')
      expect(turkish.weeks.at(-3)?.label).toBe('29 Nis')
      // What the links carry stays as the list reads it.
      expect(turkish.revenue.from).toBe('2030-05-01')
    })
  })
})
