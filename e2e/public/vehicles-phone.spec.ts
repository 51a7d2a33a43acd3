import type { Page } from '@playwright/test'
import { expect, fleet, test } from '../fixtures'

test.use({ viewport: { width: 375, height: 740 } })

const grid = (page: Page) => page.getByRole('list', { name: 'Cars' })
const cards = (page: Page) => grid(page).getByRole('article')

async function openVehicles(page: Page, query = '') {
  await page.goto(`/vehicles${query}`)
  await expect(grid(page)).toBeVisible({ timeout: 20_000 })
  return fleet(page)
}

test('on a phone the fleet comes as compact pairs, a dozen at a time', async ({ page }) => {
  const vehicles = await openVehicles(page)
  expect(vehicles.length).toBeGreaterThan(24)
  await expect(cards(page)).toHaveCount(12)
  // Two cards side by side.
  const [first, second] = [
    await cards(page).nth(0).boundingBox(),
    await cards(page).nth(1).boundingBox(),
  ]
  expect(Math.abs(first!.y - second!.y)).toBeLessThan(2)
  expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1)
  // The page is short enough to scroll through.
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  expect(height).toBeLessThan(5000)

  // Show more adds the next dozen and hands focus to the first new car.
  const more = page.getByRole('button', { name: /^Show more/ })
  await more.scrollIntoViewIfNeeded()
  await more.click()
  await expect(cards(page)).toHaveCount(24)
  await expect(
    page.getByRole('link', { name: `View details of ${vehicles[12]!.model}` }),
  ).toBeFocused()
  // A card opens its car from anywhere on it.
  await cards(page).nth(1).scrollIntoViewIfNeeded()
  const heading = (await cards(page).nth(1).getByRole('heading').boundingBox())!
  await page.mouse.click(heading.x + heading.width / 2, heading.y + heading.height / 2)
  await expect(page).toHaveURL(new RegExp(`/vehicles/${vehicles[1]!.id}$`))
})

test('the filter panel counts filters, not the sort order, and shows its cars', async ({
  page,
}) => {
  const vehicles = await openVehicles(page)
  const toggle = page.getByRole('button', { name: /^Filters/ })
  await toggle.click()
  await page.getByLabel('Sort by').selectOption('price-asc')
  await expect(page).toHaveURL(/[?&]sort=price-asc/)
  await expect(toggle).toHaveText(/^\s*Filters\s*$/)
  await page.getByLabel('Fuel type').selectOption('Electricity')
  await expect(toggle).toHaveText(/Filters \(1\)/)

  const electric = vehicles.filter((v) => v.fuelType === 'Electricity')
  const show = page.getByRole('button', { name: `Show ${electric.length} cars` })
  await show.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toBeFocused()
  await expect(cards(page)).toHaveCount(Math.min(electric.length, 12))
  // Cheapest first.
  const prices = await grid(page).getByTestId('price').allTextContents()
  const numbers = prices.map((p) => Number(p.replace(/[^\d.]/g, '')))
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b))
})

test('Popular Cars on a phone is two compact columns', async ({ page }) => {
  await page.goto('/')
  const popular = page.getByRole('list', { name: 'Popular cars' })
  await expect(popular.getByRole('article')).toHaveCount(8, { timeout: 20_000 })
  const box = await popular.boundingBox()
  expect(box!.height).toBeLessThan(1400)
})
