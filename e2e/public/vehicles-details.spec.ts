import type { Page } from '@playwright/test'
import type { Vehicle } from '../../src/domain/vehicle'
import { seriousViolations } from '../a11y'
import { expect, fleet, overflowing, test } from '../fixtures'

const WARNING = 'Please log in to system to check the availability of the car and make reservation.'

/** Opens /vehicles and answers the fleet as the embedded backend serves it. */
async function openFleet(page: Page): Promise<Vehicle[]> {
  await page.goto('/vehicles')
  await expect(page.getByRole('heading', { level: 1, name: 'Our Cars' })).toBeVisible()
  return fleet(page)
}

test('a card opens the details with every fact of the vehicle', async ({ page }) => {
  const [vehicle] = await openFleet(page)
  if (!vehicle) throw new Error('empty fleet')
  await page.getByRole('link', { name: `View details of ${vehicle.model}` }).click()
  await expect(page).toHaveURL(`/vehicles/${vehicle.id}`)
  await expect(page.getByRole('heading', { level: 1, name: vehicle.model })).toBeVisible()
  await expect(page.getByRole('img', { name: vehicle.model })).toBeVisible()
  const terms = await page.getByRole('term').allTextContents()
  const values = await page.getByRole('definition').allTextContents()
  const facts = Object.fromEntries(terms.map((term, index) => [term.trim(), values[index]?.trim()]))
  const price = `$${vehicle.pricePerHour.toLocaleString('en-US', { maximumFractionDigits: 2 })}`
  expect(facts).toMatchObject({
    Model: vehicle.model,
    Doors: String(vehicle.doors),
    Seats: String(vehicle.seats),
    Luggage: `${vehicle.luggage} lt`,
    'Air Conditioning': vehicle.airConditioning ? 'Yes' : 'No',
    'Fuel Type': vehicle.fuelType,
    Age: vehicle.age === 0 ? 'New' : `${vehicle.age} ${vehicle.age === 1 ? 'year' : 'years'}`,
    'Price per hour': price,
  })
  expect(facts.Transmission).toBe(
    vehicle.transmission === 'Manuel' ? 'Manual' : vehicle.transmission,
  )
})

test('anonymous visitors see the login warning with a way to sign in', async ({ page }) => {
  const [vehicle] = await openFleet(page)
  await page.goto(`/vehicles/${vehicle!.id}`)
  await expect(page.getByText(WARNING, { exact: true })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Booking' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Log in or register' }).click()
  await expect(page).toHaveURL(/\/auth$/)
})

test('signed-in customers get the booking slot instead of the warning', async ({ asCustomer }) => {
  const { page } = asCustomer
  const [vehicle] = await openFleet(page)
  await page.goto(`/vehicles/${vehicle!.id}`)
  await expect(page.getByRole('heading', { level: 1, name: vehicle!.model })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Book this car' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Check Avaliabilty' })).toBeVisible()
  await expect(page.getByText(WARNING)).toHaveCount(0)
})

test('an unknown vehicle id replaces the page with /vehicle-not-found', async ({ page }) => {
  await page.goto('/vehicles')
  await expect(page.getByRole('heading', { level: 1, name: 'Our Cars' })).toBeVisible()
  await page.goto('/vehicles/999999')
  await expect(page).toHaveURL(/\/vehicle-not-found$/)
  // Replaced, not pushed: Back skips the broken address.
  await page.goBack()
  await expect(page).toHaveURL(/\/vehicles$/)
})

test('a non-numeric vehicle id goes to /vehicle-not-found too', async ({ page }) => {
  await page.goto('/vehicles/not-a-car')
  await expect(page).toHaveURL(/\/vehicle-not-found$/)
})

test('the details page has no serious or critical accessibility violation', async ({ page }) => {
  const [vehicle] = await openFleet(page)
  await page.goto(`/vehicles/${vehicle!.id}`)
  await expect(page.getByText(WARNING, { exact: true })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('the details page fits a 375 px wide screen', async ({ page }) => {
  const [vehicle] = await openFleet(page)
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto(`/vehicles/${vehicle!.id}`)
  await expect(page.getByRole('heading', { level: 1, name: vehicle!.model })).toBeVisible()
  const wide = await overflowing(page)
  expect(wide).toEqual([])
})

test('the car page ends with up to four similar cars, each opening its own page', async ({
  page,
}) => {
  await page.goto('/vehicles/2')
  const similar = page.getByRole('region', { name: 'Similar cars' })
  await expect(similar).toBeVisible({ timeout: 20_000 })
  const all = await fleet(page)
  const car = all.find((v) => v.id === 2)!
  const offered = similar.getByRole('article')
  const count = await offered.count()
  expect(count).toBeGreaterThan(0)
  expect(count).toBeLessThanOrEqual(4)
  const models = await offered.getByRole('heading').allTextContents()
  expect(models).not.toContain(car.model)
  // The first one shares the car's fuel type, as the ranking promises.
  const first = all.find((v) => v.model === models[0])!
  expect(first.fuelType).toBe(car.fuelType)
  await offered.first().getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/vehicles/${first.id}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.model)
})
