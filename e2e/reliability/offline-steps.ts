import type { BrowserContext, Page } from '@playwright/test'
import dayjs from 'dayjs'
import type { MockBackendGlobals } from '../../mocks/browser'
import { NETWORK_ERROR_MESSAGE } from '../../src/domain/connection'
import {
  DEMO_ACCOUNTS,
  expect,
  fleet,
  MOCK_API,
  mainNav,
  openStarted,
  retype,
  signInAsNewCustomer,
  signInThroughForm,
} from '../fixtures'

// What the browser logs for a download or request refused while offline: the page shows it.
export const OFFLINE_LOGS =
  /net::ERR_INTERNET_DISCONNECTED|Failed to load resource|could not be downloaded/

/** The page is still whole: its heading, its text, and no raw error on screen. */
async function stillThere(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  await expect(page.getByRole('main')).toContainText(/\w{3,}/)
  await expect(page.getByText(/\bEvent\b|Failed to fetch|TypeError/)).toHaveCount(0)
}

/** The one message a failed request shows while offline: once, not stacked, not raw. */
async function saysConnectionIsDown(page: Page) {
  await expect(page.getByText(NETWORK_ERROR_MESSAGE)).toBeVisible()
  await expect(page.getByText(NETWORK_ERROR_MESSAGE)).toHaveCount(1)
  await expect(page.getByRole('alert').filter({ hasNotText: NETWORK_ERROR_MESSAGE })).toHaveCount(0)
}

/** /contact with the connection gone before the visitor even starts typing. */
export async function contactWhileOffline(page: Page, context: BrowserContext) {
  // Going offline before the demo's service worker is registered would stop its backend.
  await openStarted(page, '/contact')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 })
  await context.setOffline(true)
  const form = page.getByRole('form', { name: 'Send Message' })
  await retype(form.getByLabel('Full name', { exact: true }), 'Ada Lovelace')
  await retype(form.getByLabel('Email', { exact: true }), 'ada@example.com')
  await retype(
    form.getByRole('textbox', { name: 'Message' }),
    'Do you rent convertibles by the week?',
  )
  await form.getByRole('button', { name: 'Send Message' }).click()
  await saysConnectionIsDown(page)
  await stillThere(page, /contact/i)
  await expect(form.getByLabel('Full name', { exact: true })).toHaveValue('Ada Lovelace')
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(
    'Do you rent convertibles by the week?',
  )

  await context.setOffline(false)
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Your message sent successfully')).toBeVisible()
}

/** /user: the profile typed, then the connection drops before Update Profile. */
export async function profileWhileOffline(page: Page, context: BrowserContext, api = MOCK_API) {
  await signInAsNewCustomer(page, 'Offline', api)
  await page.goto('/user')
  const form = page.getByRole('form', { name: 'Update Profile' })
  await retype(form.getByLabel('First name', { exact: true }), 'Kept')
  await retype(form.getByLabel('Address', { exact: true }), '7 Tunnel Road')
  await context.setOffline(true)
  await form.getByRole('button', { name: 'Update Profile' }).click()
  await saysConnectionIsDown(page)
  await stillThere(page, /Offline Hopper/)
  await expect(form.getByLabel('First name', { exact: true })).toHaveValue('Kept')
  await expect(form.getByLabel('Address', { exact: true })).toHaveValue('7 Tunnel Road')

  await context.setOffline(false)
  await form.getByRole('button', { name: 'Update Profile' }).click()
  await expect(page.getByText('Your profile updated successfully')).toBeVisible()
  await page.reload()
  await expect(form.getByLabel('First name', { exact: true })).toHaveValue('Kept')
}

/**
 * A car's booking form, as the demo customer: trip and card typed, then the connection drops
 * before Book Now. `daysAhead` keeps the hours free of every other booking of the run.
 */
export async function bookingWhileOffline(
  page: Page,
  context: BrowserContext,
  { api = MOCK_API, carIndex = 11, daysAhead = 330 } = {},
) {
  const { email, password } = DEMO_ACCOUNTS.customer
  await page.goto('/auth')
  await signInThroughForm(page, email, password)
  await expect(page).toHaveURL(/\/$/)
  const car = (await fleet(page, api))[carIndex]!
  await page.goto(`/vehicles/${car.id}`)
  const form = page.getByRole('form', { name: 'Booking' })
  await expect(form).toBeVisible({ timeout: 15_000 })
  const day = dayjs().add(daysAhead, 'day').format('YYYY-MM-DD')
  await retype(form.getByLabel('Pick up location', { exact: true }), 'JFK Airport', { leave: true })
  await retype(form.getByLabel('Drop off location', { exact: true }), 'Hudson Yards', {
    leave: true,
  })
  await retype(form.getByLabel('Pick up date', { exact: true }), day, { leave: true })
  await retype(form.getByLabel('Pick up time', { exact: true }), '10:00', { leave: true })
  await retype(form.getByLabel('Drop off date', { exact: true }), day, { leave: true })
  await retype(form.getByLabel('Drop off time', { exact: true }), '14:00', { leave: true })
  await expect(form.getByTestId('total-price')).toBeVisible()
  const card = form.getByLabel('Card number', { exact: true })
  await retype(card, '4111111111111111', { leave: true })
  await retype(form.getByLabel('Name on card', { exact: true }), 'Casey Customer', { leave: true })
  await retype(
    form.getByLabel('Expire date', { exact: true }),
    dayjs().add(2, 'year').format('MMYY'),
    {
      leave: true,
    },
  )
  await retype(form.getByLabel('CVC', { exact: true }), '123', { leave: true })
  await form.getByLabel(/^I have read the rental contract/).check()

  await context.setOffline(true)
  await form.getByRole('button', { name: 'Book Now' }).click()
  await saysConnectionIsDown(page)
  await stillThere(page, car.model)
  await expect(card).toHaveValue('4111-1111-1111-1111')
  await expect(form.getByLabel('Name on card', { exact: true })).toHaveValue('Casey Customer')
  await expect(form.getByLabel('Pick up location', { exact: true })).toHaveValue('JFK Airport')

  await context.setOffline(false)
  await form.getByRole('button', { name: 'Book Now' }).click()
  await expect(page.getByText('Reservation created successfully')).toBeVisible()
}

/** Following a link while offline to a page whose code is not in yet, then coming back. */
export async function navigationWhileOffline(page: Page, context: BrowserContext) {
  await openStarted(page, '/')
  await expect(page.getByRole('list', { name: 'Popular cars' }).getByRole('article')).toHaveCount(8)
  // The demo keeps a copy of its build for offline use (e2e/demo/offline.spec.ts): without it,
  // the page's code is not in, as on a live site.
  await page.evaluate(async () => {
    await (globalThis as MockBackendGlobals).autoviaMock?.offlineCopy()
    for (const name of await caches.keys()) await caches.delete(name)
  })
  await context.setOffline(true)
  await mainNav(page).getByRole('link', { name: 'About', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'This page could not be shown' })).toBeVisible()
  await expect(page.getByText('Check your connection, then try again.')).toBeVisible()
  // The rest of the site stays: the navbar still works.
  await expect(mainNav(page)).toBeVisible()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByText('You are still offline.')).toBeVisible()
  await expect(mainNav(page)).toBeVisible()

  await context.setOffline(false)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /about/i })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'This page could not be shown' })).toHaveCount(0)
}
