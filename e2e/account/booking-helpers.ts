import { expect, type Page } from '@playwright/test'
import dayjs from 'dayjs'
import { fleet, retype } from '../fixtures'

// Beyond every seeded reservation (the seed stays within about six months) and within the
// twelve months a booking may start ahead: each test's fresh browser holds its own fresh
// database, so these hours are free for it.
export const day = dayjs().add(300, 'day').format('YYYY-MM-DD')
export const expiry = dayjs().add(2, 'year').format('MMYY')

export const bookingForm = (page: Page) => page.getByRole('form', { name: 'Booking' })

/** A field of the booking form by its exact label. */
export const bookingField = (page: Page, label: string) =>
  bookingForm(page).getByLabel(label, { exact: true })

export async function fillTrip(page: Page, from = '10:00', to = '13:30', on = day) {
  await retype(bookingField(page, 'Pick up location'), 'JFK Airport', { leave: true })
  await retype(bookingField(page, 'Drop off location'), 'Hudson Yards', { leave: true })
  await retype(bookingField(page, 'Pick up date'), on, { leave: true })
  await retype(bookingField(page, 'Pick up time'), from, { leave: true })
  await retype(bookingField(page, 'Drop off date'), on, { leave: true })
  await retype(bookingField(page, 'Drop off time'), to, { leave: true })
}

export async function fillCard(page: Page) {
  await retype(bookingField(page, 'Card number'), '4111111111111111', { leave: true })
  await retype(bookingField(page, 'Name on card'), 'Grace Hopper', { leave: true })
  await retype(bookingField(page, 'Expire date'), expiry, { leave: true })
  await retype(bookingField(page, 'CVC'), '123', { leave: true })
  await bookingForm(page)
    .getByLabel(/^I have read the rental contract/)
    .check()
}

export async function openCar(page: Page, index = 9) {
  const car = (await fleet(page))[index]!
  await page.goto(`/vehicles/${car.id}`)
  await expect(bookingForm(page)).toBeVisible({ timeout: 15_000 })
  return car
}
