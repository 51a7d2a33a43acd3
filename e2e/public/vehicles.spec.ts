import type { Page } from '@playwright/test'
import type { Vehicle } from '../../src/domain/vehicle'
import { seriousViolations } from '../a11y'
import { expect, fleet, overflowing, test } from '../fixtures'

interface CardFacts {
  model: string
  price: number
  seats: number
  transmission: string
  fuel: string
}

const grid = (page: Page) => page.getByRole('list', { name: 'Cars' })
const cards = (page: Page) => grid(page).getByRole('article')

/** What every visible card shows, read from its facts list. */
function readCards(page: Page): Promise<CardFacts[]> {
  return cards(page).evaluateAll((articles) =>
    articles.map((article) => {
      const text = (selector: string) => article.querySelector(selector)?.textContent?.trim() ?? ''
      return {
        model: text('h2'),
        price: Number(text('[data-testid="price"]').replace(/[^0-9.]/g, '')),
        seats: Number.parseInt(text('[data-fact="seats"]'), 10),
        transmission: text('[data-fact="transmission"]'),
        fuel: text('[data-fact="fuel"]'),
      }
    }),
  )
}

async function openVehicles(page: Page, query = '') {
  await page.goto(`/vehicles${query}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Our Cars' })).toBeVisible()
  const vehicles = await fleet(page)
  expect(vehicles.length).toBeGreaterThan(8)
  return vehicles
}

/** The value of a filter that keeps some but not all of the fleet. */
function narrowing<T>(
  vehicles: Vehicle[],
  values: T[],
  keep: (vehicle: Vehicle, value: T) => boolean,
) {
  const value = values.find((candidate) => {
    const kept = vehicles.filter((vehicle) => keep(vehicle, candidate)).length
    return kept > 0 && kept < vehicles.length
  })
  if (value === undefined) throw new Error('the seed offers no narrowing value')
  return { value, expected: vehicles.filter((vehicle) => keep(vehicle, value)) }
}

test('the grid shows every car, four per row on a wide screen', async ({ page }) => {
  const vehicles = await openVehicles(page)
  await expect(cards(page)).toHaveCount(vehicles.length)
  await expect(page.getByRole('status').filter({ hasText: 'cars available' })).toHaveText(
    `${vehicles.length} cars available`,
  )
  const tops = await cards(page).evaluateAll((articles) =>
    articles.slice(0, 5).map((article) => Math.round(article.getBoundingClientRect().top)),
  )
  expect(new Set(tops.slice(0, 4)).size).toBe(1)
  expect(tops[4]).toBeGreaterThan(tops[0]!)
})

test('the transmission filter narrows the grid and survives a reload', async ({ page }) => {
  const vehicles = await openVehicles(page)
  const { expected } = narrowing(vehicles, ['Automatic'], (v, value) => v.transmission === value)
  await page.getByLabel('Transmission').selectOption('Automatic')
  await expect(page).toHaveURL(/[?&]transmission=Automatic/)
  await expect(cards(page)).toHaveCount(expected.length)
  for (const card of await readCards(page)) expect(card.transmission).toBe('Automatic')

  await page.reload()
  await expect(page).toHaveURL(/[?&]transmission=Automatic/)
  await expect(page.getByLabel('Transmission')).toHaveValue('Automatic')
  await expect(cards(page)).toHaveCount(expected.length)
  expect((await readCards(page)).map((card) => card.model)).toEqual(expected.map((v) => v.model))
})

test('the fuel filter narrows the grid and survives a reload', async ({ page }) => {
  const vehicles = await openVehicles(page)
  const fuels = [...new Set(vehicles.map((v) => v.fuelType))]
  const { value, expected } = narrowing(vehicles, fuels, (v, fuel) => v.fuelType === fuel)
  await page.getByLabel('Fuel type').selectOption(value)
  await expect(page).toHaveURL(new RegExp(`[?&]fuel=${value}`))
  await expect(cards(page)).toHaveCount(expected.length)
  for (const card of await readCards(page)) expect(card.fuel).toBe(value)

  await page.reload()
  await expect(page.getByLabel('Fuel type')).toHaveValue(value)
  await expect(cards(page)).toHaveCount(expected.length)
})

test('the minimum seats filter keeps only cars with at least that many seats', async ({ page }) => {
  const vehicles = await openVehicles(page)
  const counts = [...new Set(vehicles.map((v) => v.seats))].sort((a, b) => b - a)
  const { value, expected } = narrowing(vehicles, counts, (v, seats) => v.seats >= seats)
  await page.getByLabel('Minimum seats').selectOption(String(value))
  await expect(page).toHaveURL(new RegExp(`[?&]seats=${value}`))
  await expect(cards(page)).toHaveCount(expected.length)
  for (const card of await readCards(page)) expect(card.seats).toBeGreaterThanOrEqual(value)

  await page.reload()
  await expect(page.getByLabel('Minimum seats')).toHaveValue(String(value))
  await expect(cards(page)).toHaveCount(expected.length)
})

test('the maximum price filter keeps only cars at or under that price', async ({ page }) => {
  const vehicles = await openVehicles(page)
  const prices = vehicles.map((v) => v.pricePerHour).sort((a, b) => a - b)
  const limit = Math.floor(prices[Math.floor(prices.length / 2)]!)
  const expected = vehicles.filter((v) => v.pricePerHour <= limit)
  expect(expected.length).toBeGreaterThan(0)
  expect(expected.length).toBeLessThan(vehicles.length)
  await page.getByLabel('Max price per hour ($)').fill(String(limit))
  await expect(page).toHaveURL(new RegExp(`[?&]maxPrice=${limit}`))
  await expect(cards(page)).toHaveCount(expected.length)
  for (const card of await readCards(page)) expect(card.price).toBeLessThanOrEqual(limit)

  await page.reload()
  await expect(page.getByLabel('Max price per hour ($)')).toHaveValue(String(limit))
  await expect(cards(page)).toHaveCount(expected.length)
})

test('sorting orders the cards by price both ways, also after a reload', async ({ page }) => {
  const vehicles = await openVehicles(page)
  const sort = page.getByLabel('Sort by')
  await sort.selectOption('price-asc')
  await expect(page).toHaveURL(/[?&]sort=price-asc/)
  await expect(cards(page)).toHaveCount(vehicles.length)
  const ascending = (await readCards(page)).map((card) => card.price)
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b))
  expect(ascending[0]).toBeLessThan(ascending.at(-1)!)

  await sort.selectOption('price-desc')
  await expect(page).toHaveURL(/[?&]sort=price-desc/)
  await page.reload()
  await expect(sort).toHaveValue('price-desc')
  const descending = (await readCards(page)).map((card) => card.price)
  expect(descending).toEqual([...ascending].reverse())
})

test('filters combine from a shared link, and clearing them restores the whole fleet', async ({
  page,
}) => {
  const vehicles = await openVehicles(page, '?transmission=Automatic&sort=price-desc')
  const automatic = vehicles.filter((v) => v.transmission === 'Automatic')
  await expect(cards(page)).toHaveCount(automatic.length)
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
    `Showing ${automatic.length} of ${vehicles.length} cars`,
  )
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(page).toHaveURL(/\/vehicles$/)
  await expect(cards(page)).toHaveCount(vehicles.length)
  await expect(page.getByLabel('Transmission')).toHaveValue('')
  await expect(page.getByLabel('Sort by')).toHaveValue('')
})

test('an empty result says so and offers to clear the filters', async ({ page }) => {
  const vehicles = await openVehicles(page, '?maxPrice=1')
  await expect(page.getByRole('heading', { name: 'No cars match these filters' })).toBeVisible()
  await expect(cards(page)).toHaveCount(0)
  await page.getByRole('button', { name: 'Clear all filters' }).click()
  await expect(page).toHaveURL(/\/vehicles$/)
  await expect(cards(page)).toHaveCount(vehicles.length)
})

test('on a phone the filters fold into a toggle panel and nothing overflows', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await openVehicles(page)
  const toggle = page.getByRole('button', { name: /^Filters/ })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByLabel('Transmission')).toBeHidden()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await page.getByLabel('Transmission').selectOption('Automatic')
  await expect(page).toHaveURL(/[?&]transmission=Automatic/)
  await expect(toggle).toHaveText(/Filters \(1\)/)
  const wide = await overflowing(page)
  expect(wide).toEqual([])
})

test('the vehicles page has no serious or critical accessibility violation', async ({ page }) => {
  const vehicles = await openVehicles(page)
  await expect(cards(page)).toHaveCount(vehicles.length)
  expect(await seriousViolations(page)).toEqual([])
})
