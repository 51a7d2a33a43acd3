import type { Locator, Page } from '@playwright/test'
import dayjs from 'dayjs'
import {
  DEMO_ACCOUNTS,
  expect,
  fleet,
  MOCK_API,
  retype,
  signInAsNewCustomer,
  signInThroughForm,
  TOKEN_KEY,
} from '../fixtures'
import { apiCall, choose, tableRows, uniqueWord } from './admin-helpers'

/** What a dropdown of the form shows as chosen (its name is the field's). */
const chosen = (form: Locator, name: string) =>
  form.locator(`select[name="${name}"] option[selected]`)

const signOut = (page: Page) => page.evaluate((key) => localStorage.removeItem(key), TOKEN_KEY)

async function signInAs(page: Page, role: 'admin' | 'customer', password?: string, email?: string) {
  await signOut(page)
  await page.goto('/auth')
  await signInThroughForm(
    page,
    email ?? DEMO_ACCOUNTS[role].email,
    password ?? DEMO_ACCOUNTS[role].password,
  )
  await expect(page).toHaveURL(/\/$/)
}

/**
 * An administrator books for a customer who phoned in, from the customer's admin page, and
 * the booking shows on that page, in the admin list and in the customer's own list; the car's
 * admin page opens the same form with the car chosen, and taken hours are refused there.
 * `api` is the backend's address as the page calls it (a live build's, or the demo's).
 */
export async function bookForCustomerJourney(page: Page, api = MOCK_API) {
  const customer = await signInAsNewCustomer(page, 'Ada', api)
  const car = (await fleet(page, api)).at(-1)!
  await signInAs(page, 'admin')
  const users = await apiCall<Array<{ id: number; email: string }>>(page, 'GET', '/user/auth/all')
  const userId = users.json.find((u) => u.email === customer.email)!.id

  // A day within the twelve months a booking may start ahead, at an hour of its own.
  const day = dayjs()
    .add(200 + Math.floor(Math.random() * 150), 'day')
    .format('YYYY-MM-DD')
  const hour = 6 + Math.floor(Math.random() * 12)
  const at = (h: number) => `${String(h).padStart(2, '0')}:00`
  const place = uniqueWord('Pier')

  await page.goto(`/admin/users/${userId}`)
  const section = page.getByRole('region', { name: 'Reservations' })
  await expect(section.getByText('No reservations yet')).toBeVisible()
  await page.getByRole('link', { name: 'New reservation' }).first().click()
  await expect(page).toHaveURL(new RegExp(`/admin/reservations/new\\?userId=${userId}$`))
  const form = page.getByRole('form', { name: 'New reservation' })
  await expect(chosen(form, 'userId')).toHaveText(`Ada Hopper · ${customer.email}`)

  // An empty check names what is missing.
  await form.getByRole('button', { name: 'Check availability' }).click()
  await expect(form.getByRole('listitem').filter({ hasText: 'Select a car' })).toBeVisible()
  await choose(page, 'Car', `${car.model} · #${car.id}`)
  await retype(form.getByLabel('Pick up location', { exact: true }), place, { leave: true })
  await retype(form.getByLabel('Drop off location', { exact: true }), 'Hudson Yards', {
    leave: true,
  })
  await retype(form.getByLabel('Pick up date', { exact: true }), day, { leave: true })
  await retype(form.getByLabel('Pick up time', { exact: true }), at(hour), { leave: true })
  await retype(form.getByLabel('Drop off date', { exact: true }), day, { leave: true })
  await retype(form.getByLabel('Drop off time', { exact: true }), at(hour + 3), { leave: true })
  await form.getByRole('button', { name: 'Check availability' }).click()
  await expect(form.getByText('Available for these dates')).toBeVisible()
  await expect(form.getByTestId('total-price')).toHaveText(`$${car.pricePerHour * 3}`)
  await form.getByRole('button', { name: 'Book for customer' }).click()
  await expect(page.getByText('Reservation created successfully')).toBeVisible()

  // Back on the customer's page, the booking is in their table and opens its admin page.
  await expect(page).toHaveURL(new RegExp(`/admin/users/${userId}$`))
  const rows = section.getByRole('table').locator('tbody tr')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(car.model)
  await expect(rows.first()).toContainText('CREATED')
  await rows.first().getByRole('link', { name: car.model }).click()
  await expect(page).toHaveURL(/\/admin\/reservations\/\d+$/)
  await expect(page.getByRole('textbox', { name: 'Pick up location' })).toHaveValue(place)

  // The admin list holds it.
  await page.goto('/admin/reservations')
  await page.getByRole('searchbox', { name: 'Search reservations' }).pressSequentially(place)
  await expect(tableRows(page, 'Reservations')).toHaveCount(1)

  // From the car's admin page the form opens with the car chosen; those hours are now taken.
  await page.goto(`/admin/vehicles/${car.id}`)
  await page.getByRole('link', { name: 'New reservation' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/reservations/new\\?carId=${car.id}$`))
  await expect(chosen(form, 'carId')).toHaveText(`${car.model} · #${car.id}`)
  await choose(page, 'Customer', `Ada Hopper · ${customer.email}`)
  await retype(form.getByLabel('Pick up location', { exact: true }), 'Elsewhere', { leave: true })
  await retype(form.getByLabel('Drop off location', { exact: true }), 'Elsewhere', { leave: true })
  await retype(form.getByLabel('Pick up date', { exact: true }), day, { leave: true })
  await retype(form.getByLabel('Pick up time', { exact: true }), at(hour + 1), { leave: true })
  await retype(form.getByLabel('Drop off date', { exact: true }), day, { leave: true })
  await retype(form.getByLabel('Drop off time', { exact: true }), at(hour + 2), { leave: true })
  await form.getByRole('button', { name: 'Check availability' }).click()
  await expect(
    form.getByText(
      'The car you selected is not available in these days. Please select another one',
    ),
  ).toBeVisible()
  await expect(form.getByRole('button', { name: 'Book for customer' })).toHaveCount(0)

  // The customer sees it in their own list.
  await signInAs(page, 'customer', customer.password, customer.email)
  await page.goto('/user/reservations')
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1)
  await expect(page.getByRole('table').locator('tbody tr').first()).toContainText(car.model)
}
