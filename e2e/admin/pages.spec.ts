import { seriousViolations } from '../a11y'
import { expect, loginAs, overflowing, test } from '../fixtures'
import { apiCall, tableRows } from './admin-helpers'

const PAGES = [
  '/admin',
  '/admin/users',
  '/admin/users/new',
  '/admin/users/2',
  '/admin/vehicles',
  '/admin/vehicles/new',
  '/admin/vehicles/1',
  '/admin/reservations',
  '/admin/reservations/1',
]

// One test a page (each with its own time, spread over the workers): nine axe audits and
// eighteen page loads in one test ran past even a slow test's time on a loaded machine.
for (const path of PAGES) {
  test(`${path} has no serious accessibility violation and fits a phone`, async ({ page }) => {
    await loginAs(page, 'admin')
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('status')).toHaveCount(0)
    expect(await seriousViolations(page), path).toEqual([])
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('status')).toHaveCount(0)
    expect(await overflowing(page), path).toEqual([])
  })
}

test('the dashboard links each figure to the matching list', async ({ page }) => {
  await loginAs(page, 'admin')
  await page.goto('/admin')
  await expect(page.getByText('AdminDashboardPage')).toBeVisible()
  const figures = page.getByRole('list', { name: 'Key figures' })
  await figures.getByRole('link', { name: /Pick-ups in the next 7 days/ }).click()
  await expect(page).toHaveURL(/\/admin\/reservations\?status=CREATED&from=\d{4}-\d{2}-\d{2}&to=/)
  await expect(page.getByRole('textbox', { name: 'Status', exact: true })).toHaveValue('CREATED')
  await expect(page.getByRole('button', { name: 'Clear the pick-up dates' })).toBeVisible()
  await page.goBack()
  await page.getByRole('link', { name: /CANCELED/ }).click()
  await expect(page).toHaveURL(/\/admin\/reservations\?status=CANCELED$/)
})

test('an address past the last page shows the last page and says so', async ({ page }) => {
  await loginAs(page, 'admin')
  const fleet = await apiCall<unknown[]>(page, 'GET', '/car/visitors/all')
  const last = Math.max(Math.ceil(fleet.json.length / 10), 1)
  await page.goto('/admin/vehicles?page=999')
  await expect(page).toHaveURL(
    last === 1 ? /\/admin\/vehicles$/ : new RegExp(`/admin/vehicles\\?page=${last}$`),
  )
  await expect(tableRows(page, 'Vehicles').first()).toBeVisible()
})
