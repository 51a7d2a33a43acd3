import {
  combineDateAndTime,
  dateAndTimeFields,
  toSent,
  wholeHoursBetween,
} from '../../src/domain/dates'
import { twinOverHttp } from './twin'

// Runs twice, in the vitest projects tz-berlin and tz-utc (vitest.config.ts): a price in clock
// hours is the same in every zone the twin or the app runs in.
const twin = twinOverHttp()
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone

// The nights Berlin's clocks spring forward and fall back in 2026.
const SPRING = { from: '03/29/2026 01:00:00', to: '03/29/2026 04:00:00' }
const AUTUMN = { from: '10/25/2026 01:00:00', to: '10/25/2026 04:00:00' }

describe('domain/Reservation.java getTotalHours: ChronoUnit.HOURS between LocalDateTimes', () => {
  it('runs in the zone its project names', () => {
    expect(zone).toBe(process.env.EXPECTED_TZ)
  })

  it.each([
    ['spring-forward', SPRING],
    ['fall-back', AUTUMN],
  ])(
    'charges 01:00 to 04:00 on the %s night as 3 hours, as the clock face shows',
    async (_, night) => {
      const [admin, customer] = [await twin.admin(), await twin.customer()]
      const { id: car } = await twin.newCar(admin, { pricePerHour: 10 })
      const answer = await twin.call('/reservations/auth', {
        token: customer,
        query: { carId: car, pickUpDateTime: night.from, dropOffDateTime: night.to },
      })
      expect(answer.body).toEqual({ isAvailable: true, totalPrice: 30 })
      const id = await twin.booked(customer, car, night.from, night.to)
      const trip = (await twin.call(`/reservations/${id}/auth`, { token: customer })).body
      expect(trip.totalPrice).toBe(30)
      expect(toSent(trip.pickUpTime)).toBe(night.from)
    },
  )

  it('keeps 02:30 on the spring-forward night, an hour Berlin’s clocks skip', async () => {
    const [admin, customer] = [await twin.admin(), await twin.customer()]
    const { id: car } = await twin.newCar(admin, { pricePerHour: 10 })
    const id = await twin.booked(customer, car, '03/29/2026 02:30:00', '03/29/2026 04:30:00')
    const trip = (await twin.call(`/reservations/${id}/auth`, { token: customer })).body
    expect(trip).toMatchObject({ pickUpTime: '2026-03-29T02:30:00', totalPrice: 20 })
  })

  it('is what the app counts too: its form fields and hours read the clock, not the zone', () => {
    const from = dateAndTimeFields('2026-03-29T01:00:00')
    const to = dateAndTimeFields('2026-03-29T04:00:00')
    const pickUp = combineDateAndTime(from.date, from.time)
    const dropOff = combineDateAndTime(to.date, to.time)
    expect([toSent(pickUp), toSent(dropOff)]).toEqual([SPRING.from, SPRING.to])
    expect(wholeHoursBetween(pickUp, dropOff)).toBe(3)
    const skipped = dateAndTimeFields('2026-03-29T02:30:00')
    expect(combineDateAndTime(skipped.date, skipped.time)).toBe('2026-03-29T02:30:00')
    expect(wholeHoursBetween('2026-10-25T01:00:00', '2026-10-25T04:00:00')).toBe(3)
  })
})
