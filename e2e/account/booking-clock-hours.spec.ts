import dayjs from 'dayjs'
import { apiCall } from '../admin/admin-helpers'
import { expect, fleet, loginAs, test } from '../fixtures'
import { bookingForm, fillCard, fillTrip } from './booking-helpers'

// A browser in Berlin: on the night its clocks spring forward, 01:00 to 04:00 is two hours of
// elapsed time but three on the clock, and production charges the clock's (Reservation.java).
test.use({ timezoneId: 'Europe/Berlin' })

/** The last Sunday of March still ahead (at least two days from now): the spring-forward night. */
function nextSpringForward(): string {
  const today = dayjs()
  for (let year = today.year(); ; year++) {
    const march31 = new Date(Date.UTC(year, 2, 31))
    const sunday = new Date(Date.UTC(year, 2, 31 - march31.getUTCDay()))
    const day = dayjs(sunday.toISOString().slice(0, 10))
    if (day.diff(today, 'day') >= 2) return day.format('YYYY-MM-DD')
  }
}

test('the booking form prices the spring-forward night in clock hours, as the backend charges', async ({
  page,
}) => {
  test.slow()
  await loginAs(page, 'customer')
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
    'Europe/Berlin',
  )
  const night = nextSpringForward()
  const sent = (hour: string) =>
    `${night.slice(5, 7)}/${night.slice(8, 10)}/${night.slice(0, 4)} ${hour}:00`
  // A car free that night (the seed may have booked some).
  let car: Awaited<ReturnType<typeof fleet>>[number] | undefined
  for (const candidate of (await fleet(page)).reverse()) {
    const query = `carId=${candidate.id}&pickUpDateTime=${encodeURIComponent(sent('01:00'))}&dropOffDateTime=${encodeURIComponent(sent('04:00'))}`
    const answer = await apiCall<{ isAvailable: boolean }>(
      page,
      'GET',
      `/reservations/auth?${query}`,
    )
    if (answer.json.isAvailable) {
      car = candidate
      break
    }
  }
  expect(car).toBeDefined()
  await page.goto(`/vehicles/${car!.id}`)
  await expect(bookingForm(page)).toBeVisible({ timeout: 15_000 })
  await fillTrip(page, '01:00', '04:00', night)
  const charge = car!.pricePerHour * 3
  await expect(bookingForm(page).getByTestId('total-price')).toHaveText(
    `$${charge.toLocaleString('en-US')}`,
  )
  await expect(bookingForm(page).getByTestId('price-breakdown')).toContainText('3 hours')
  await fillCard(page)
  await bookingForm(page).getByRole('button', { name: 'Book Now' }).click()
  await expect(page.getByText('Reservation created successfully')).toBeVisible()
  const mine = await apiCall<Array<{ pickUpTime: string; dropOfTime: string; totalPrice: number }>>(
    page,
    'GET',
    '/reservations/auth/all',
  )
  const booked = mine.json.find((r) => r.pickUpTime === `${night}T01:00:00`)
  expect(booked).toMatchObject({ dropOfTime: `${night}T04:00:00`, totalPrice: charge })
})
