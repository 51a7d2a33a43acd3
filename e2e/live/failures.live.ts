import type { Page } from '@playwright/test'
import {
  DEMO_ACCOUNTS,
  expect,
  mainNav,
  retype,
  signInAsNewCustomer,
  signInThroughForm,
  test,
} from '../fixtures'
import { LIVE_API_URL } from '../playwright.live.config'

// The app under failure, in a live build where every call crosses the network: the backend
// down, a 500 on a save, slow answers, impatient double clicks (Playwright intercepts them).

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** Counts the requests the page sends with `method` to an API path matching `path`. */
function countCalls(page: Page, method: string, path: RegExp) {
  const seen: string[] = []
  page.on('request', (request) => {
    if (request.method() === method && path.test(request.url())) seen.push(request.url())
  })
  return seen
}

test('with the backend down at start-up the site still renders, says what is missing and recovers', async ({
  page,
  pageErrors,
}) => {
  pageErrors.allow(/Failed to load resource|net::ERR_/)
  await page.route(`${LIVE_API_URL}/**`, (route) => route.abort('connectionrefused'))
  await page.goto('/')
  await expect(mainNav(page)).toBeVisible()
  await expect(page.getByText('Our cars could not be loaded just now')).toBeVisible()
  // Pages without cars are whole.
  await mainNav(page).getByRole('link', { name: 'About' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Coming back, the page's loader asks for the cars again: still down.
  await page.goBack()
  await expect(page.getByText('Our cars could not be loaded just now')).toBeVisible()

  // The backend is back: a retry shows the cars.
  await page.unroute(`${LIVE_API_URL}/**`)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('list', { name: 'Popular cars' }).getByRole('article')).toHaveCount(8)
})

test('a 500 on a save keeps what the user typed and shows the message; saving again works', async ({
  page,
  pageErrors,
  contractDrift,
}) => {
  pageErrors.allow(/status of 500/)
  // The 500 is this test's own, made in the page; production's contract states no failure.
  contractDrift.allow(/PUT \/user answers 500/)
  await signInAsNewCustomer(page, 'Fay', LIVE_API_URL)
  await page.goto('/user')
  const form = page.getByRole('form', { name: 'Update Profile' })
  await retype(form.getByLabel('First name', { exact: true }), 'Persisted')
  await retype(form.getByLabel('Address', { exact: true }), '9 Kept Street')

  await page.route(`${LIVE_API_URL}/user`, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 500,
          json: {
            timestamp: new Date().toISOString(),
            status: 500,
            error: 'Internal Server Error',
            message: 'The database is taking a break',
            path: '/car-rental/api/user',
          },
        })
      : route.fallback(),
  )
  await form.getByRole('button', { name: 'Update Profile' }).click()
  await expect(page.getByText('The database is taking a break')).toBeVisible()
  await expect(form.getByLabel('First name', { exact: true })).toHaveValue('Persisted')
  await expect(form.getByLabel('Address', { exact: true })).toHaveValue('9 Kept Street')

  await page.unroute(`${LIVE_API_URL}/user`)
  await form.getByRole('button', { name: 'Update Profile' }).click()
  await expect(page.getByText('Your profile updated successfully')).toBeVisible()
  await page.reload()
  await expect(form.getByLabel('First name', { exact: true })).toHaveValue('Persisted')
})

test('slow answers show loading states, then the data', async ({ page }) => {
  await page.route(`${LIVE_API_URL}/car/visitors/**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.fallback()
  })
  await page.goto('/vehicles')
  await expect(page.getByRole('status').first()).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Our Cars' })).toBeVisible({
    timeout: 15_000,
  })
  await expect(page.getByRole('list', { name: 'Cars' }).getByRole('article').first()).toBeVisible()
})

test('double clicks on Save, Create and Delete send one request each', async ({ page }) => {
  test.slow()
  // Every answer is slowed down, so a second click lands while the first is under way.
  await page.route(`${LIVE_API_URL}/**`, async (route) => {
    if (route.request().method() !== 'GET') await new Promise((r) => setTimeout(r, 600))
    await route.fallback()
  })
  const saves = countCalls(page, 'PUT', /\/car-rental\/api\/user$/)
  await signInAsNewCustomer(page, 'Fay', LIVE_API_URL)
  await page.goto('/user')
  const profile = page.getByRole('form', { name: 'Update Profile' })
  await retype(profile.getByLabel('First name', { exact: true }), 'Twice')
  await profile.getByRole('button', { name: 'Update Profile' }).dblclick()
  await expect(page.getByText('Your profile updated successfully')).toBeVisible()
  expect(saves).toHaveLength(1)

  // The administrator: Create a user, then Delete it, each with a double click.
  await page.evaluate(() => localStorage.clear())
  await page.goto('/auth')
  await signInThroughForm(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)
  await expect(page).toHaveURL(/\/$/)
  const creates = countCalls(page, 'POST', /\/car-rental\/api\/add$/)
  const deletes = countCalls(page, 'DELETE', /\/car-rental\/api\/user\/\d+\/auth$/)
  await page.goto('/admin/users/new')
  const form = page.getByRole('form', { name: 'New User' })
  const last = `D${stamp()}`.slice(0, 15)
  const email = `${last.toLowerCase()}@example.com`
  await form.getByLabel('First Name').pressSequentially('Double')
  await form.getByLabel('Last Name').pressSequentially(last)
  await form.getByLabel('Phone Number').click()
  await form.getByLabel('Phone Number').pressSequentially('2125550199')
  await form.getByLabel('Address').pressSequentially('2 Twice Road')
  await form.getByLabel('Zip Code').pressSequentially('10001')
  await form.getByLabel('Email').pressSequentially(email)
  await form.getByLabel('Password', { exact: true }).pressSequentially('Twice#2026')
  await form.getByRole('checkbox', { name: 'Customer' }).check()
  await form.getByRole('button', { name: 'Create' }).dblclick()
  await expect(page.getByText('User was created successfully')).toBeVisible()
  expect(creates).toHaveLength(1)

  await page.goto('/admin/users')
  await page.getByRole('searchbox', { name: 'Search users' }).pressSequentially(last)
  await page.getByRole('main').getByText(email).click()
  await page
    .getByRole('form', { name: 'Edit User' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await page
    .getByRole('dialog', { name: 'Deleting' })
    .getByRole('button', { name: 'Yes' })
    .dblclick()
  await expect(page.getByText('User was deleted successfully')).toBeVisible()
  expect(deletes).toHaveLength(1)
})

test('pages without cars do not wait for the fleet; pages with cars show the loading screen', async ({
  page,
}) => {
  // The fleet's answer is held back until the test lets it go.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(`${LIVE_API_URL}/car/visitors/all`, async (route) => {
    await held
    await route.fallback()
  })
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await mainNav(page).getByRole('link', { name: 'Cars' }).click()
  await expect(page.getByRole('status').first()).toContainText('Loading')
  await expect(page.getByRole('heading', { level: 1, name: 'Our Cars' })).toHaveCount(0)
  release()
  await expect(page.getByRole('heading', { level: 1, name: 'Our Cars' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Cars' }).getByRole('article').first()).toBeVisible()
})
