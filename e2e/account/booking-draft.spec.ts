import type { Page } from '@playwright/test'
import {
  expect,
  retype,
  signInAsNewCustomer,
  signInThroughForm,
  test,
  userMenuButton,
} from '../fixtures'
import { bookingField, bookingForm, day, fillCard, fillTrip, openCar } from './booking-helpers'

/** The places, dates and times fillTrip typed are all back in the form. */
async function expectTrip(page: Page) {
  await expect(bookingField(page, 'Pick up location')).toHaveValue('JFK Airport')
  await expect(bookingField(page, 'Drop off location')).toHaveValue('Hudson Yards')
  await expect(bookingField(page, 'Pick up date')).toHaveValue(day)
  await expect(bookingField(page, 'Pick up time')).toHaveValue('10:00')
  await expect(bookingField(page, 'Drop off date')).toHaveValue(day)
  await expect(bookingField(page, 'Drop off time')).toHaveValue('13:30')
}

test('a reload keeps the places, dates and times, never the card', async ({ page }) => {
  await signInAsNewCustomer(page)
  await openCar(page)
  await fillTrip(page)
  await retype(bookingField(page, 'Card number'), '4111111111111111', { leave: true })
  await retype(bookingField(page, 'Name on card'), 'Grace Hopper', { leave: true })
  await page.reload()
  await expect(bookingForm(page)).toBeVisible({ timeout: 15_000 })
  await expectTrip(page)
  // The whole trip came back, so it is checked again at once; the card starts empty.
  await expect(bookingForm(page).getByRole('button', { name: 'Book Now' })).toBeVisible()
  await expect(bookingField(page, 'Card number')).toHaveValue('')
  await expect(bookingField(page, 'Name on card')).toHaveValue('')
  const kept = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))
  expect(kept).not.toContain('4111')
  expect(kept).not.toContain('Grace Hopper')
})

test('the sign-in detour from a car page keeps the draft', async ({ page }) => {
  test.slow()
  const customer = await signInAsNewCustomer(page)
  const car = await openCar(page)
  await fillTrip(page)
  // Signed out, the visitor comes back to the car, goes to sign in from there and returns.
  await userMenuButton(page, customer).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await page.getByRole('dialog', { name: 'Logout' }).getByRole('button', { name: 'Yes' }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto(`/vehicles/${car.id}`)
  await page.getByRole('link', { name: 'Log in or register' }).click()
  await expect(page).toHaveURL(/\/auth$/)
  await signInThroughForm(page, customer.email, customer.password)
  await expect(page).toHaveURL(new RegExp(`/vehicles/${car.id}$`))
  await expect(bookingForm(page)).toBeVisible({ timeout: 15_000 })
  await expectTrip(page)
})

test('a booking made clears the draft', async ({ page }) => {
  test.slow()
  await signInAsNewCustomer(page)
  const car = await openCar(page, 14)
  await fillTrip(page)
  // The draft is kept until then (a reload brings it back)...
  await page.reload()
  await expect(bookingForm(page)).toBeVisible({ timeout: 15_000 })
  await expectTrip(page)
  await expect(bookingForm(page).getByRole('button', { name: 'Book Now' })).toBeVisible()
  await fillCard(page)
  await bookingForm(page).getByRole('button', { name: 'Book Now' }).click()
  await expect(page.getByText('Reservation created successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  // ...and gone once the car is booked.
  await page.goto(`/vehicles/${car.id}`)
  await expect(bookingForm(page)).toBeVisible({ timeout: 15_000 })
  for (const label of ['Pick up location', 'Drop off location', 'Pick up date', 'Drop off time']) {
    await expect(bookingField(page, label)).toHaveValue('')
  }
  await page.reload()
  await expect(bookingForm(page)).toBeVisible({ timeout: 15_000 })
  await expect(bookingField(page, 'Pick up location')).toHaveValue('')
  await expect(bookingForm(page).getByRole('button', { name: 'Check Avaliabilty' })).toBeVisible()
})
