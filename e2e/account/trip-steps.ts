import { readFileSync } from 'node:fs'
import type { Page, TestInfo } from '@playwright/test'
import { apiCall, uniqueWord } from '../admin/admin-helpers'
import { expect, fleet, MOCK_API, signInAsNewCustomer } from '../fixtures'
import { bookingField, bookingForm } from './booking-helpers'

/** The unfolded properties of an iCalendar text. */
function icsProperties(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .replace(/\r\n /g, '')
      .split('\r\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
  )
}

/**
 * A customer's reservation page: Add to calendar (the .ics read back), Print receipt (its
 * print media: the receipt alone) and Book again (the car's form with the places). The page
 * must run in America/New_York (test.use timezoneId): mid-January there is UTC-5.
 */
export async function tripExtrasJourney(page: Page, testInfo: TestInfo, api = MOCK_API) {
  await signInAsNewCustomer(page, 'Tess', api)
  const car = (await fleet(page, api)).at(-2)!
  // January 15th two years on, 10:00 to 13:00 on the device's clock; a minute of its own.
  const year = new Date().getFullYear() + 2
  const minute = 1 + Math.floor(Math.random() * 58)
  const two = (n: number) => String(n).padStart(2, '0')
  const place = uniqueWord('Dock')
  const booked = await apiCall(page, 'POST', `/reservations/add?carId=${car.id}`, {
    pickUpTime: `01/15/${year} 10:${two(minute)}:00`,
    dropOfTime: `01/15/${year} 13:${two(minute)}:00`,
    pickUpLocation: place,
    dropOfLocation: 'Hudson Yards',
  })
  expect(booked.status).toBe(201)
  const mine = await apiCall<Array<{ id: number }>>(page, 'GET', '/reservations/auth/all')
  const id = mine.json[0]!.id

  await page.goto(`/user/reservations/${id}`)
  const actions = page.getByRole('navigation', { name: 'This reservation' })
  const downloading = page.waitForEvent('download')
  await actions.getByRole('button', { name: 'Add to calendar' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`reservation-${id}.ics`)
  const ics = icsProperties(readFileSync((await download.path())!, 'utf8'))
  expect(ics).toMatchObject({
    BEGIN: 'VEVENT',
    DTSTART: `${year}0115T15${two(minute)}00Z`,
    DTEND: `${year}0115T18${two(minute)}00Z`,
    LOCATION: place,
  })
  expect(ics.SUMMARY).toContain(car.model.replace(/[,;]/g, (c) => `\\${c}`))
  expect(ics.DESCRIPTION).toContain(`Reservation #${id}`)
  expect(ics.DESCRIPTION).toContain('Drop off: Hudson Yards')

  await actions.getByRole('link', { name: 'Print receipt' }).click()
  await expect(page).toHaveURL(new RegExp(`/user/reservations/${id}/receipt$`))
  const receipt = page.getByRole('article', { name: 'Receipt' })
  await expect(receipt).toContainText(`Reservation #${id}`)
  await expect(receipt).toContainText(car.model)
  await expect(receipt.getByRole('row', { name: /rental/ })).toContainText(`${car.model} rental3`)
  await expect(receipt.getByTestId('receipt-total')).toHaveText(`$${car.pricePerHour * 3}`)
  const print = page.getByRole('button', { name: 'Print' })
  await expect(print).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(print).toBeHidden()
  await expect(page.getByRole('complementary', { name: 'Demo' })).toBeHidden()
  await expect(receipt).toBeVisible()
  await testInfo.attach('receipt-print', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  })
  await page.emulateMedia({ media: 'screen' })

  await page.goBack()
  await page
    .getByRole('navigation', { name: 'This reservation' })
    .getByRole('link', { name: 'Book again' })
    .click()
  await expect(page).toHaveURL(new RegExp(`/vehicles/${car.id}\\?`))
  await expect(bookingForm(page)).toBeVisible({ timeout: 15_000 })
  await expect(bookingField(page, 'Pick up location')).toHaveValue(place)
  await expect(bookingField(page, 'Drop off location')).toHaveValue('Hudson Yards')
  await expect(bookingField(page, 'Pick up date')).toHaveValue('')
  await expect(bookingField(page, 'Drop off time')).toHaveValue('')
}
