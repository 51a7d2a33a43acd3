// The app's one message for a session the server ended (src/app/session-expiry.tsx).
const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.'

import { FAILURES_KEY } from '../../mocks/control/failure-storage'
import { NETWORK_ERROR_MESSAGE } from '../../src/domain/connection'
import { bookingField, bookingForm, fillCard, fillTrip } from '../account/booking-helpers'
import { PNG, tableRows } from '../admin/admin-helpers'
import {
  expect,
  FIRST_LOAD_TIMEOUT,
  fleet,
  loginAs,
  mainNav,
  retype,
  storedToken,
  test,
} from '../fixtures'
import { demoUrl } from './demo-path'
import { bar, failuresBanner, openPanel, switchFailure } from './panel-helpers'

// Failures on demand from the demo bar's Backend panel, and what the app promises for each
// kind (docs/embedded-backend.md): the server's message with typed values kept, a sign-out on
// 401, the connection sentence with a retry, loading states when slow.

/** The message of the embedded backend's simulated 500 for a family. */
const serverError = (family: string) =>
  `Simulated server error: failures on demand are on for ${family} calls`

test('a server error on the fleet shows the error with Try again until Back to normal', async ({
  page,
  pageErrors,
}) => {
  // The browser's own console line for a 500 response.
  pageErrors.allow(/status of 500/)
  await page.goto('./')
  await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  await expect(failuresBanner(page)).toHaveCount(0)
  await switchFailure(page, 'Car lists and pictures', 'Server error (500)')
  await expect(failuresBanner(page)).toContainText(
    'Failures on: fleet — Server error (until turned off)',
  )

  // On by reload too (this tab keeps it), and on every page.
  await page.goto('vehicles')
  await expect(page.getByText(serverError('fleet'))).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  await expect(failuresBanner(page)).toBeVisible()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByText(serverError('fleet'))).toBeVisible()
  await expect(page.getByRole('list', { name: 'Cars' })).toHaveCount(0)

  // One click turns everything off; the retry then shows the cars.
  await failuresBanner(page).getByRole('button', { name: 'Back to normal' }).click()
  await expect(failuresBanner(page)).toHaveCount(0)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Our Cars' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Cars' }).getByRole('article').first()).toBeVisible()
  await page.reload()
  await expect(page.getByRole('list', { name: 'Cars' }).getByRole('article').first()).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  })
  await expect(failuresBanner(page)).toHaveCount(0)
})

test('slow car lists show the loading state, then the cars; a next-call failure ends by itself', async ({
  page,
}) => {
  await page.goto('./')
  await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  await switchFailure(page, 'Car lists and pictures', 'Slow: 5 s', 'Next call only')
  await expect(failuresBanner(page)).toContainText('fleet — Slow, 5 s (next call)')
  await page.goto('vehicles')
  await expect(page.getByRole('status').first()).toContainText('Loading', {
    timeout: FIRST_LOAD_TIMEOUT,
  })
  await expect(page.getByRole('heading', { level: 1, name: 'Our Cars' })).toBeVisible({
    timeout: 15_000,
  })
  await expect(page.getByRole('list', { name: 'Cars' }).getByRole('article').first()).toBeVisible()
  // The one call is used up: the banner goes by itself, and the next load is quick.
  await expect(failuresBanner(page)).toHaveCount(0)
  const started = Date.now()
  await page.reload()
  await expect(page.getByRole('list', { name: 'Cars' }).getByRole('article').first()).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  })
  expect(Date.now() - started).toBeLessThan(5_000)
})

test('a server error on sign-in shows the server message and keeps what was typed', async ({
  page,
  pageErrors,
}) => {
  pageErrors.allow(/status of 500/)
  await page.goto('auth')
  const form = page.getByRole('form', { name: 'Login' })
  await expect(form).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  await switchFailure(page, 'Sign-in and registration', 'Server error (500)', 'Next call only')
  await form.getByLabel('Email', { exact: true }).pressSequentially('customer@autovia.test')
  await form.getByLabel('Password', { exact: true }).pressSequentially('Typed#2026')
  await form.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByText(serverError('auth'))).toBeVisible()
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue('customer@autovia.test')
  await expect(page).toHaveURL(demoUrl('auth'))
  await expect(failuresBanner(page)).toHaveCount(0)
})

test('an expired session on My Reservations signs the customer out with the one message', async ({
  page,
}) => {
  await loginAs(page, 'customer')
  await switchFailure(
    page,
    'My reservations and profile',
    'Session expired (401)',
    'Next call only',
  )
  await expect(failuresBanner(page)).toContainText('account — Session expired (next call)')
  await page.goto('user/reservations')
  await expect(page.getByText(SESSION_ENDED_MESSAGE)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  await expect(page.getByText(SESSION_ENDED_MESSAGE)).toHaveCount(1)
  await expect(page).toHaveURL(demoUrl('auth'))
  expect(await storedToken(page)).toBeNull()
  await expect(failuresBanner(page)).toHaveCount(0)
})

test('an expired session on an admin list signs the administrator out', async ({ page }) => {
  await loginAs(page, 'admin')
  await switchFailure(page, 'Administration', 'Session expired (401)')
  await page.goto('admin/users')
  await expect(page.getByText(SESSION_ENDED_MESSAGE)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  await expect(page).toHaveURL(demoUrl('auth'))
  // Until turned off: the banner stays on after the sign-out, on every page.
  await expect(failuresBanner(page)).toContainText('admin — Session expired (until turned off)')
  await bar(page).getByRole('button', { name: 'Back to normal' }).click()
  await expect(failuresBanner(page)).toHaveCount(0)
})

test('booking with the network down keeps the typed values; back to normal it books', async ({
  page,
  pageErrors,
}) => {
  test.slow()
  pageErrors.allow(/Failed to load resource|net::ERR_/)
  await loginAs(page, 'customer')
  const car = (await fleet(page))[9]!
  await page.goto(`vehicles/${car.id}`)
  await expect(bookingForm(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  await fillTrip(page)
  await fillCard(page)
  await switchFailure(page, 'Availability and booking', 'Network down')
  const bookNow = bookingForm(page).getByRole('button', { name: 'Book Now' })
  await bookNow.click()
  await expect(page.getByText(NETWORK_ERROR_MESSAGE)).toBeVisible()
  await expect(bookingField(page, 'Pick up location')).toHaveValue('JFK Airport')
  await expect(bookingField(page, 'Name on card')).toHaveValue('Grace Hopper')

  await failuresBanner(page).getByRole('button', { name: 'Back to normal' }).click()
  await bookNow.click()
  await expect(page.getByText('Reservation created successfully')).toBeVisible()
})

test('uploads and downloads fail on the admin pages with the server message and the connection sentence', async ({
  page,
  pageErrors,
}) => {
  test.slow()
  pageErrors.allow(/status of 500|Failed to load resource|net::ERR_/)
  await loginAs(page, 'admin')
  await page.goto('admin/vehicles')
  // The last row of the first page: a car of the seed's own, not a built-in one (those are locked).
  await tableRows(page, 'Vehicles').last().getByRole('link').click()
  const form = page.getByRole('form', { name: 'Edit Vehicle' })
  const model = form.getByLabel('Model', { exact: true })
  await retype(model, 'Failing Upload')
  await form
    .getByLabel('Image')
    .setInputFiles({ name: 'car.png', mimeType: 'image/png', buffer: PNG })
  await switchFailure(page, 'Picture uploads', 'Server error (500)', 'Next call only')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(serverError('uploads'))).toBeVisible()
  await expect(model).toHaveValue('Failing Upload')
  await expect(failuresBanner(page)).toHaveCount(0)

  await page.goto('admin/reservations')
  await switchFailure(page, 'Spreadsheet downloads', 'Network down')
  await page.getByRole('button', { name: 'Download List' }).click()
  await expect(page.getByText(NETWORK_ERROR_MESSAGE)).toBeVisible()
  await failuresBanner(page).getByRole('button', { name: 'Back to normal' }).click()
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download List' }).click()
  expect((await downloading).suggestedFilename()).toBe('reservations.xlsx')
})

test('on a phone the banner and the Failures tab fit the screen and work by keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('./')
  await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  await bar(page).getByRole('button', { name: 'Demo controls' }).click()
  const panel = await openPanel(page, 'Failures')
  const group = panel.getByRole('group', { name: 'Availability and booking' })
  await group.getByLabel('Failure').focus()
  await page.keyboard.press('ArrowDown')
  await expect(failuresBanner(page)).toContainText('booking — Server error (until turned off)')
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(375)
  await panel.getByRole('button', { name: 'All back to normal' }).click()
  await expect(failuresBanner(page)).toHaveCount(0)
  await expect(group.getByLabel('Failure')).toHaveValue('normal')
})

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`a slow fleet at ${viewport.width} px: the loader below the header, the demo bar in view`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto('./')
    await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
    await page.evaluate((key) => sessionStorage.setItem(key, '{"fleet":"slow:5000"}'), FAILURES_KEY)
    await page.goto('vehicles')
    // The page's own loading state: the demo's car list no longer waits for the backend before it renders.
    const loader = page.getByRole('status').filter({ hasText: 'Loading' }).first()
    await expect(loader).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
    await expect(mainNav(page)).toBeVisible()

    // What the screenshot shows, region by region: the bar, then the header, then the loader,
    // each drawn where it is (nothing drawn over another).
    await test.info().attach(`slow fleet at ${viewport.width} px`, {
      body: await page.screenshot(),
      contentType: 'image/png',
    })
    const barBox = (await bar(page).boundingBox())!
    const header = page.locator('header.site-header')
    const headerBox = (await header.boundingBox())!
    const loaderBox = (await loader.boundingBox())!
    expect(barBox.y).toBeLessThanOrEqual(1)
    expect(headerBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height - 1)
    expect(loaderBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 1)
    const drawnAt = (x: number, y: number) =>
      page.evaluate(
        ([x, y]) => {
          const element = document.elementFromPoint(x!, y!)
          if (element?.closest('#demo-bar')) return 'bar'
          if (element?.closest('.site-header')) return 'header'
          if (element?.closest('[role="status"]')) return 'loader'
          return element?.tagName ?? 'nothing'
        },
        [x, y],
      )
    const middle = (box: { x: number; y: number; width: number; height: number }) =>
      [box.x + box.width / 2, box.y + box.height / 2] as const
    expect(await drawnAt(viewport.width - 4, barBox.y + barBox.height / 2)).toBe('bar')
    expect(await drawnAt(...middle(headerBox))).toBe('header')
    expect(await drawnAt(...middle(loaderBox))).toBe('loader')

    await expect(page.getByRole('heading', { level: 1, name: 'Our Cars' })).toBeVisible({
      timeout: 15_000,
    })
  })
}
