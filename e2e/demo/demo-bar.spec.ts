import { LATENCY_KEY } from '../../mocks/latency'
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../mocks/seed-demo'
import { apiCall } from '../admin/admin-helpers'
import {
  expect,
  FIRST_LOAD_TIMEOUT,
  loginAs,
  mainNav,
  signInAsNewCustomer,
  storedToken,
  test,
} from '../fixtures'
import { LOCALE_KEY } from '../i18n/languages'
import { DEMO_PATH, demoUrl } from './demo-path'

const bar = (page: import('@playwright/test').Page) =>
  page.getByRole('complementary', { name: 'Demo' })

test('a visitor who chose Spanish gets the demo bar in Spanish from its first paint, never in English first', async ({
  page,
}) => {
  await page.addInitScript((key) => {
    localStorage.setItem(key, 'es')
    // Every text the bar shows, in order, from the moment it is put in the page.
    const shown: string[] = []
    Object.assign(window, { demoBarTexts: shown })
    new MutationObserver(() => {
      const text = document.getElementById('demo-bar')?.textContent ?? ''
      if (text && shown.at(-1) !== text) shown.push(text)
    }).observe(document, { subtree: true, childList: true, characterData: true })
  }, LOCALE_KEY)
  await page.goto('./')
  const demoBar = page.locator('#demo-bar')
  await expect(demoBar).toContainText('Datos de demo', { timeout: FIRST_LOAD_TIMEOUT })
  await expect(demoBar.getByRole('button', { name: 'Visitante' })).toBeVisible()
  const shown = await page.evaluate(
    () => (window as unknown as { demoBarTexts: string[] }).demoBarTexts,
  )
  expect(shown.length).toBeGreaterThan(0)
  for (const text of shown) expect(text).not.toContain('Demo data')
})

test('the demo bar switches persona in one click, landing on the telling page', async ({
  page,
}) => {
  await page.goto('./')
  await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  await expect(bar(page)).toContainText('Demo data')
  const viewAs = bar(page).getByRole('group', { name: 'View as' })
  await expect(viewAs.getByRole('button', { name: 'Visitor' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  await viewAs.getByRole('button', { name: 'Customer' }).click()
  await expect(page).toHaveURL(demoUrl('user/reservations'))
  await expect(page.getByRole('heading', { level: 1, name: 'My Reservations' })).toBeVisible()
  await expect(viewAs.getByRole('button', { name: 'Customer' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  await viewAs.getByRole('button', { name: 'Administrator' }).click()
  await expect(page).toHaveURL(demoUrl('admin'))
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

  // A reload keeps the persona; Visitor signs out.
  await page.reload()
  await expect(viewAs.getByRole('button', { name: 'Administrator' })).toHaveAttribute(
    'aria-pressed',
    'true',
    { timeout: FIRST_LOAD_TIMEOUT },
  )
  await viewAs.getByRole('button', { name: 'Visitor' }).click()
  await expect(page).toHaveURL(demoUrl('vehicles'))
  await expect(mainNav(page).getByRole('link', { name: 'Login/Register' })).toBeVisible()
})

test('the latency choice applies at once and survives a reload', async ({ page }) => {
  await page.goto('./')
  const latency = bar(page).getByRole('combobox', { name: 'Latency' })
  await expect(latency).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  await latency.selectOption({ label: 'Slow' })
  expect(await page.evaluate((key) => localStorage.getItem(key), LATENCY_KEY)).toBe('1500')
  await page.reload()
  await expect(bar(page).getByRole('combobox', { name: 'Latency' })).toHaveValue('1500', {
    timeout: FIRST_LOAD_TIMEOUT,
  })
  // Slow answers show the loading state while they last: watched from the navigation's start, as a slow page load could outlast it.
  await page.goto('vehicles/1', { waitUntil: 'commit' })
  await expect(page.getByRole('status').first()).toBeVisible()
  await bar(page).getByRole('combobox', { name: 'Latency' }).selectOption({ label: 'None' })
  expect(await page.evaluate((key) => localStorage.getItem(key), LATENCY_KEY)).toBe('0')
})

test('reset puts the data back to the seed after a confirmation', async ({ page }) => {
  test.slow()
  await loginAs(page, 'admin')
  const email = `reset.${Date.now()}@example.com`
  const added = await apiCall(page, 'POST', '/add', {
    firstName: 'Reset',
    lastName: 'Me',
    phoneNumber: '(212) 555-0100',
    address: '1 Reset Way',
    zipCode: '10001',
    email,
    password: 'Reset#2026',
    roles: ['Customer'],
  })
  expect(added.status).toBe(201)

  // The app's own dialog asks, never the browser's confirm box.
  page.on('dialog', (dialog) => {
    throw new Error(`the browser's own dialog appeared: ${dialog.message()}`)
  })
  // By keyboard: Enter opens it with Cancel focused; Escape closes it and changes nothing.
  const reset = bar(page).getByRole('button', { name: 'Reset data' })
  await reset.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Reset data' })
  await expect(dialog).toContainText('Reset the demo data?')
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(demoUrl(''))
  const before = await apiCall<Array<{ email: string }>>(page, 'GET', '/user/auth/all')
  expect(before.json.some((u) => u.email === email)).toBe(true)

  // Enter again, Tab to Reset, Enter: the reset ends by loading the start page afresh.
  await reset.focus()
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Reset' })).toBeFocused()
  const reloaded = page.waitForEvent('load')
  await page.keyboard.press('Enter')
  await reloaded
  // The administrator is in the data again, and stays signed in.
  await expect(page.getByText('The demo data starts again as Everyday.')).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  })
  await expect(mainNav(page).getByRole('button', { name: DEMO_ADMIN.firstName })).toBeVisible()
  const after = await apiCall<Array<{ email: string }>>(page, 'GET', '/user/auth/all')
  expect(after.json.some((u) => u.email === email)).toBe(false)
})

test('reset signs out, and says so, an account it takes out of the data', async ({ page }) => {
  test.slow()
  const customer = await signInAsNewCustomer(page, 'Mae')
  await expect(mainNav(page).getByRole('button', { name: 'Mae' })).toBeVisible()
  await bar(page).getByRole('button', { name: 'Reset data' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reset data' })
  const reloaded = page.waitForEvent('load')
  await dialog.getByRole('button', { name: 'Reset', exact: true }).click()
  await reloaded
  await expect(
    page.getByText(
      `The demo data starts again as Everyday. You were signed out: ${customer.email} is not in it.`,
    ),
  ).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  await expect(mainNav(page).getByRole('link', { name: 'Login/Register' })).toBeVisible()
  expect(await storedToken(page)).toBeNull()
})

test('on a phone the bar folds into one line and opens from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('./')
  await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  const toggle = bar(page).getByRole('button', { name: 'Demo controls' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(bar(page).getByRole('group', { name: 'View as' })).toBeHidden()
  const height = (await bar(page).boundingBox())?.height ?? 0
  expect(height).toBeLessThan(60)
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(bar(page).getByRole('group', { name: 'View as' })).toBeVisible()
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(375)
})

test('the Customer persona is told on its profile, before typing, that it cannot be saved', async ({
  page,
}) => {
  await page.goto('./')
  await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  await bar(page)
    .getByRole('group', { name: 'View as' })
    .getByRole('button', { name: 'Customer' })
    .click()
  await expect(page).toHaveURL(demoUrl('user/reservations'))
  await mainNav(page).getByRole('button', { name: DEMO_CUSTOMER.firstName }).click()
  await page.getByRole('menuitem', { name: 'Profile' }).click()
  await expect(page).toHaveURL(demoUrl('user'))
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Built-in accounts can not be deleted and updated',
  )
  const profile = page.getByRole('form', { name: 'Update Profile' })
  await expect(profile.getByLabel('First name', { exact: true })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Update Profile' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Update Password' })).toHaveCount(0)
})

test('a persona switch lands on its page without passing through UnAuthorized', async ({
  page,
}) => {
  // Every address the app puts in the history, in the order it does.
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { seenPaths: seen })
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history)
      history[method] = (data, unused, url) => {
        if (url) seen.push(new URL(String(url), location.href).pathname)
        original(data, unused, url)
      }
    }
  })
  await loginAs(page, 'admin')
  await page.goto('admin/vehicles')
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible()
  const viewAs = bar(page).getByRole('group', { name: 'View as' })

  await viewAs.getByRole('button', { name: 'Customer' }).click()
  await expect(page).toHaveURL(demoUrl('user/reservations'))
  await expect(page.getByRole('heading', { level: 1, name: 'My Reservations' })).toBeVisible()
  const seen = await page.evaluate(() => (window as unknown as { seenPaths: string[] }).seenPaths)
  expect(seen).not.toContain(`${DEMO_PATH}unauthorized`)
  await expect(page.getByText('UnAuthorized')).toHaveCount(0)

  // The admin page the customer may not see is not kept: Back goes to the page before it.
  await page.goBack()
  await expect(page).toHaveURL(demoUrl(''))
  await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  await expect(page.getByText('UnAuthorized')).toHaveCount(0)

  // And back the other way: from a customer's page to the dashboard, never past a guard.
  await page.goForward()
  await expect(page).toHaveURL(demoUrl('user/reservations'))
  await expect(page.getByRole('heading', { level: 1, name: 'My Reservations' })).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  })
  await viewAs.getByRole('button', { name: 'Administrator' }).click()
  await expect(page).toHaveURL(demoUrl('admin'))
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.getByText('UnAuthorized')).toHaveCount(0)
})

test('the keyboard reaches the demo bar first, where it is seen, after the skip link', async ({
  page,
}) => {
  await page.goto('about')
  await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  await expect(bar(page).getByRole('button', { name: 'Backend' })).toBeEnabled()
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toHaveCount(1)
  await page.keyboard.press('Tab')
  await expect(skip).toBeFocused()
  const inBar = () => page.evaluate(() => !!document.activeElement?.closest('#demo-bar'))
  expect(await inBar()).toBe(true)
  // Every control of the bar, then the site's header.
  const stops: string[] = []
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab')
    if (!(await inBar())) break
    stops.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''))
  }
  expect(stops).toEqual(expect.arrayContaining(['Visitor', 'Customer', 'Administrator']))
  expect(stops.at(-1)).toBe('Backend')
  expect(await page.evaluate(() => !!document.activeElement?.closest('.site-header'))).toBe(true)

  // The skip link still jumps past the bar and the header.
  await skip.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
})
