import type { Page } from '@playwright/test'
import type { MockBackendGlobals } from '../../mocks/browser'
import { bookingForm, fillCard, fillTrip } from '../account/booking-helpers'
import {
  backendStarted,
  DEMO_ACCOUNTS,
  expect,
  FIRST_LOAD_TIMEOUT,
  fleet,
  mainNav,
  openStarted,
  signInThroughForm,
  test,
} from '../fixtures'

/** Whether the demo's worker has stored every file of the build (mocks/offline.ts). */
const offlineCopy = (page: Page) =>
  page.evaluate(() => (globalThis as MockBackendGlobals).autoviaMock?.offlineCopy() ?? false)

/** Whether the page can fetch a file of the site that the offline copy does not hold. */
const reachesTheSite = (page: Page) =>
  page.evaluate(() =>
    fetch(`not-stored-${Date.now()}.txt`).then(
      () => true,
      () => false,
    ),
  )

test('after one visit the demo installs and works offline: reload, browse a car, sign in, book', async ({
  page,
  context,
  pageErrors,
}) => {
  test.slow()
  await openStarted(page, './')
  const cdp = await context.newCDPSession(page)
  const manifest = await cdp.send('Page.getAppManifest')
  expect(manifest.url).toMatch(/\/autovia-demo\/manifest\.webmanifest$/)
  expect(manifest.errors).toEqual([])
  // A test's browser context is incognito, where Chromium installs nothing: every other check passes.
  const installability = async () =>
    (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors
      .map((error) => error.errorId)
      .filter((id) => id !== 'in-incognito')
  await expect.poll(installability).toEqual([])
  await expect.poll(() => offlineCopy(page), { timeout: FIRST_LOAD_TIMEOUT }).toBe(true)
  expect(await reachesTheSite(page)).toBe(true)

  await context.setOffline(true)
  // The network is off for the worker too: a file it has not stored cannot be fetched.
  pageErrors.allow(/^Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)/)
  expect(await reachesTheSite(page)).toBe(false)

  await page.reload()
  await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  await backendStarted(page)
  // The fonts came from the copy, not from the system's fallback.
  expect(await page.evaluate(() => document.fonts.check('16px "Manrope Variable"'))).toBe(true)

  const [vehicle] = await fleet(page)
  if (!vehicle) throw new Error('empty fleet')
  await mainNav(page).getByRole('link', { name: 'Cars' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Our Cars' })).toBeVisible()
  await page.getByRole('link', { name: `View details of ${vehicle.model}` }).click()
  await expect(page).toHaveURL(new RegExp(`/vehicles/${vehicle.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: vehicle.model })).toBeVisible()
  // The car's picture too came from the copy.
  const picture = page.getByRole('img', { name: vehicle.model })
  await expect
    .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0)

  await mainNav(page).getByRole('link', { name: 'Login/Register' }).click()
  const { email, password } = DEMO_ACCOUNTS.customer
  await signInThroughForm(page, email, password)
  await expect(page).toHaveURL(new RegExp(`/vehicles/${vehicle.id}$`))
  await expect(bookingForm(page)).toBeVisible()
  await fillTrip(page)
  await fillCard(page)
  await bookingForm(page).getByRole('button', { name: 'Book Now' }).click()
  await expect(page.getByText('Reservation created successfully')).toBeVisible()
  // Still offline at the end: all of it came from the copy and the embedded backend.
  expect(await reachesTheSite(page)).toBe(false)
})
