import { expect, loginAs, test } from '../fixtures'
import { apiCall, choose, tableRows, uniqueWord } from './admin-helpers'

const sent = (d: Date) => {
  const two = (n: number) => String(n).padStart(2, '0')
  return `${two(d.getMonth() + 1)}/${two(d.getDate())}/${d.getFullYear()} ${two(d.getHours())}:00:00`
}

// Production never checks a reservation moved to another car with its times unchanged
// (ReservationService.updateReservation) and would book that car twice: the page asks first.
test('an administrator moving a reservation onto a booked car is refused before any update is sent', async ({
  page,
}) => {
  test.slow()
  await loginAs(page, 'admin')
  const fleet = await apiCall<Array<{ id: number; model: string }>>(
    page,
    'GET',
    '/car/visitors/all',
  )
  const once = fleet.json.filter(
    (car, _, all) => all.filter((c) => c.model === car.model).length === 1,
  )
  const [booked, mine, free] = once.slice(-3) as [
    { id: number; model: string },
    { id: number; model: string },
    { id: number; model: string },
  ]
  // Hours of its own, years ahead, on both cars.
  const start = new Date()
  start.setDate(start.getDate() + 600 + Math.floor(Math.random() * 300))
  start.setHours(9, 0, 0, 0)
  const end = new Date(start.getTime() + 4 * 3_600_000)
  const place = uniqueWord('Quay')
  const trip = (pickUpLocation: string) => ({
    pickUpTime: sent(start),
    dropOfTime: sent(end),
    pickUpLocation,
    dropOfLocation: 'Hudson Yards',
  })
  expect(
    (await apiCall(page, 'POST', `/reservations/add?carId=${booked.id}`, trip('Elsewhere'))).status,
  ).toBe(201)
  expect(
    (await apiCall(page, 'POST', `/reservations/add?carId=${mine.id}`, trip(place))).status,
  ).toBe(201)

  await page.goto('/admin/reservations')
  await page.getByRole('searchbox', { name: 'Search reservations' }).pressSequentially(place)
  await expect(tableRows(page, 'Reservations')).toHaveCount(1)
  await tableRows(page, 'Reservations').getByText(mine.model).click()
  await expect(page).toHaveURL(/\/admin\/reservations\/\d+$/)
  const reservationId = Number(page.url().split('/').at(-1))

  const updates: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'PUT') updates.push(request.url())
  })
  const form = page.getByRole('form', { name: 'Edit Reservation' })
  await choose(page, 'Car', booked.model)
  await form.getByRole('button', { name: 'Save' }).click()
  const refusal =
    'This car is already booked for these dates and times, so the reservation cannot be moved to it. Choose another car or other times.'
  await expect(form.getByText(refusal)).toBeVisible()
  expect(updates).toEqual([])
  const unchanged = await apiCall<{ car: { id: number } }>(
    page,
    'GET',
    `/reservations/${reservationId}/admin`,
  )
  expect(unchanged.json.car.id).toBe(mine.id)

  // A free car is checked the same way and the move is saved.
  await choose(page, 'Car', free.model)
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Reservation updated successfully')).toBeVisible()
  expect(updates).toHaveLength(1)
  const moved = await apiCall<{ car: { id: number } }>(
    page,
    'GET',
    `/reservations/${reservationId}/admin`,
  )
  expect(moved.json.car.id).toBe(free.id)
})
