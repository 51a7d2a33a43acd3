import type { Page } from '@playwright/test'
import { seriousViolations } from '../a11y'
import { openPanel } from '../demo/panel-helpers'
import {
  expect,
  FIRST_LOAD_TIMEOUT,
  firstScreenInPlace,
  loginAs,
  mainNav,
  openStarted,
  test,
} from '../fixtures'

const THEME_KEY = 'autovia.theme'
const theme = (page: Page) => page.locator('html')
/** The page's ground as painted: dark means every channel low. */
const groundIsDark = (page: Page) =>
  page.evaluate(() => {
    const [r, g, b] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? [])
      .slice(0, 3)
      .map(Number)
    return Math.max(r ?? 255, g ?? 255, b ?? 255) < 60
  })
const toggle = (page: Page) => mainNav(page).getByRole('button', { name: 'Dark theme' })

test.describe('with the system set to dark', () => {
  test.use({ colorScheme: 'dark' })

  test('the first screens are dark before any of the app runs', async ({ page }) => {
    // The app's code answers empty: what paints is the HTML, its stylesheet and inline scripts.
    await page.route('**/*.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    )
    for (const path of ['/', '/vehicles/1']) {
      await page.goto(path)
      await expect(firstScreenInPlace(page), path).toHaveCount(1, { timeout: FIRST_LOAD_TIMEOUT })
      await expect(theme(page), path).toHaveAttribute('data-theme', 'dark')
      expect(await groundIsDark(page), path).toBe(true)
    }
  })

  test('a first visit is dark; a choice of light is kept across a reload', async ({ page }) => {
    await openStarted(page, '/')
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark')
    expect(await groundIsDark(page)).toBe(true)
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true')
    await toggle(page).click()
    await expect(theme(page)).toHaveAttribute('data-theme', 'light')
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false')
    expect(await groundIsDark(page)).toBe(false)
    await page.reload()
    await expect(theme(page)).toHaveAttribute('data-theme', 'light')
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false')
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('light')
  })

  test('the demo bar and its panel pass axe (serious, critical) in the dark theme', async ({
    page,
  }) => {
    await openStarted(page, '/')
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark')
    expect(await seriousViolations(page)).toEqual([])
    await openPanel(page, 'Request log')
    expect(await seriousViolations(page)).toEqual([])
  })
})

test('without a choice the theme follows the system as it changes; a choice stays', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await openStarted(page, '/about')
  await expect(theme(page)).toHaveAttribute('data-theme', 'light')
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(theme(page)).toHaveAttribute('data-theme', 'dark')
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true')
  // Chosen with the keyboard: light now, whatever the system says next.
  await toggle(page).focus()
  await page.keyboard.press('Enter')
  await expect(theme(page)).toHaveAttribute('data-theme', 'light')
  await page.emulateMedia({ colorScheme: 'light' })
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(theme(page)).toHaveAttribute('data-theme', 'light')
})

test("the admin area's toggle turns the dark theme on, kept across a reload", async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await loginAs(page, 'admin')
  await page.goto('/admin/vehicles')
  const adminToggle = page.getByRole('banner').getByRole('button', { name: 'Dark theme' })
  await expect(adminToggle).toHaveAttribute('aria-pressed', 'false')
  await adminToggle.focus()
  await page.keyboard.press('Space')
  await expect(theme(page)).toHaveAttribute('data-theme', 'dark')
  await expect(adminToggle).toHaveAttribute('aria-pressed', 'true')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible()
  await expect(theme(page)).toHaveAttribute('data-theme', 'dark')
  expect(await groundIsDark(page)).toBe(true)
})
