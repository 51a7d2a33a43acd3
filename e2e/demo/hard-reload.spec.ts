import type { Page } from '@playwright/test'
import { expect, FIRST_LOAD_TIMEOUT, fleet, mainNav, openStarted, test } from '../fixtures'

/**
 * A hard reload (Shift+Reload): Chromium loads the page past the service worker, so the page
 * starts without the embedded backend in control. DevTools' reload ignoring the cache is the
 * same kind of reload.
 */
async function hardReload(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Page.reload', { ignoreCache: true })
  await cdp.detach()
}

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null)

async function expectWorkingData(page: Page) {
  // The page past the worker may paint before it reloads itself: asking it meanwhile fails
  // (its context goes with the reload), so ask until the page in place is the controlled one.
  await expect
    .poll(() => controlled(page).catch(() => false), { timeout: FIRST_LOAD_TIMEOUT })
    .toBe(true)
  await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  expect((await fleet(page)).length).toBeGreaterThan(0)
  await mainNav(page).getByRole('link', { name: 'Cars' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Our Cars' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
}

test('a hard reload of the only tab ends on working data', async ({ page }) => {
  await openStarted(page, 'about')
  await hardReload(page)
  await expect(page).toHaveURL(/\/about$/)
  await expectWorkingData(page)
})

test('a hard reload while another tab keeps the worker ends on working data', async ({
  page,
  pageErrors,
}) => {
  const other = await page.context().newPage()
  pageErrors.watch(other)
  await openStarted(other, './')

  await openStarted(page, 'about')
  await hardReload(page)
  await expect(page).toHaveURL(/\/about$/)
  await expectWorkingData(page)
  // It got there by reloading once on its own (the worker stayed installed for the other tab).
  expect(await page.evaluate(() => sessionStorage.getItem('autovia-mock-reloaded-at'))).not.toBe(
    null,
  )
})
