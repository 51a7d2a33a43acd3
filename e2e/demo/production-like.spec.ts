import { apiCall } from '../admin/admin-helpers'
import {
  expect,
  FIRST_LOAD_TIMEOUT,
  mainNav,
  openStarted,
  signInThroughForm,
  test,
} from '../fixtures'
import { demoUrl } from './demo-path'
import { bar, useScenario } from './panel-helpers'

// The production-like scenario holds what production allows and the demo's seed never makes
// (mocks/control/production-like.ts). Every page shows it without an error (the fixtures
// fail a test on any console error or uncaught exception).

const cards = (page: import('@playwright/test').Page) =>
  page.getByRole('list', { name: 'Cars' }).getByRole('article')

test('Production-like: the public pages show cars with any transmission or fuel, no picture or no flag', async ({
  page,
}) => {
  test.slow()
  await openStarted(page, './')
  await useScenario(page, 'Production-like')
  await page.goto('vehicles')
  await expect(page.getByRole('heading', { level: 1, name: 'Our Cars' })).toBeVisible()
  // The filters offer production's text beside the form's values, and match by what people read.
  const fuel = page.getByLabel('Fuel type')
  await expect(fuel.getByRole('option', { name: 'Petrol', exact: true })).toHaveCount(1)
  await expect(fuel.getByRole('option', { name: 'LPG/Petrol', exact: true })).toHaveCount(1)
  await fuel.selectOption('Petrol')
  await expect(page).toHaveURL(/[?&]fuel=Petrol/)
  await expect(cards(page)).toHaveCount(2)
  await expect(cards(page).filter({ hasText: 'Volkswagen Golf 1.5 TSI' })).toHaveCount(1)
  await expect(cards(page).filter({ hasText: 'Fiat 500 Hybrid' })).toHaveCount(1)
  await fuel.selectOption('')
  await page.getByLabel('Transmission').selectOption({ label: 'Manual 6-speed' })
  await expect(cards(page)).toHaveCount(1)
  await expect(cards(page)).toContainText('Dacia Duster ECO-G')

  // A car with no picture is drawn; its text shows as production has it.
  const fleet = await apiCall<Array<{ id: number; model: string; image: string[] }>>(
    page,
    'GET',
    '/car/visitors/all',
  )
  const bare = fleet.json.find((car) => car.model === 'Dacia Duster ECO-G')!
  expect(bare.image).toEqual([])
  await page.goto(`vehicles/${bare.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Dacia Duster ECO-G' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('LPG/Petrol')
  await expect(page.getByRole('main')).toContainText('Manual 6-speed')
  await expect(
    page.getByRole('main').getByRole('img', { name: 'Dacia Duster ECO-G' }),
  ).toBeVisible()
  for (const path of ['./', 'about', 'contact']) {
    await page.goto(path)
    await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  }
})

test('Production-like: the admin tables and pages show its users, cars and the car booked twice', async ({
  page,
}) => {
  test.slow()
  await openStarted(page, './')
  await useScenario(page, 'Production-like')
  await bar(page)
    .getByRole('group', { name: 'View as' })
    .getByRole('button', { name: 'Administrator' })
    .click()
  await expect(page).toHaveURL(demoUrl('admin'))

  await page.goto('admin/users')
  const users = page.getByRole('table', { name: 'Users' })
  await page.getByRole('searchbox', { name: 'Search users' }).pressSequentially('example')
  await expect(users).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search users' }).fill('Okafor')
  // A Manager is shown as production shows it: a Customer.
  await expect(users.locator('tbody tr')).toHaveCount(1)
  await expect(users.locator('tbody tr')).toContainText('Customer')

  await page.goto('admin/vehicles')
  await page.getByRole('searchbox', { name: 'Search vehicles' }).pressSequentially('Petrol')
  await expect(page.getByRole('table', { name: 'Vehicles' }).locator('tbody tr')).toHaveCount(3)

  await page.goto('admin/reservations')
  await page
    .getByRole('searchbox', { name: 'Search reservations' })
    .pressSequentially('Hamburg Airport')
  const rows = page.getByRole('table', { name: 'Reservations' }).locator('tbody tr')
  await expect(rows).toHaveCount(5)
  // The enclosing booking production let through: one car, two trips at once.
  await expect(rows.filter({ hasText: 'Volkswagen Golf 1.5 TSI' })).toHaveCount(2)

  // A car without a built-in flag opens read-only and says why.
  const fleet = await apiCall<Array<{ id: number; builtIn: boolean | null }>>(
    page,
    'GET',
    '/car/visitors/all',
  )
  const unflagged = fleet.json.find((car) => car.builtIn === null)!
  await page.goto(`admin/vehicles/${unflagged.id}`)
  await expect(page.getByRole('alert')).toContainText('no built-in flag')
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0)

  await page.goto('admin')
  await expect(page.getByRole('main')).toBeVisible()
})

test('Production-like: a customer with another phone format signs in; a Manager hears why not', async ({
  page,
}) => {
  test.slow()
  await openStarted(page, './')
  await useScenario(page, 'Production-like')
  await page.goto('auth')
  await signInThroughForm(page, 'nadia.okafor@example.com', 'Customer#2026')
  await expect(
    page.getByText(/This account has a role the Autovia site does not serve/).first(),
  ).toBeVisible()
  await expect(page).toHaveURL(demoUrl('auth'))

  await signInThroughForm(page, 'jonas.richter@example.com', 'Customer#2026')
  await expect(page).not.toHaveURL(demoUrl('auth'))
  await page.goto('user')
  // Production's (555)-201-3344, in the form's own format, so it saves as it shows.
  await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue('(555) 201-3344')
  await page.goto('user/reservations')
  await expect(page.getByRole('main')).toContainText('Volkswagen Golf 1.5 TSI')
})
