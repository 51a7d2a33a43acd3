import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { choose, PNG, readSpreadsheet, tableRows, uniqueWord } from '../admin/admin-helpers'
import { DEMO_ACCOUNTS, expect, signInThroughForm, test } from '../fixtures'
import { CROSS_ORIGIN_SITE, LIVE_API_URL } from '../playwright.live.config'

// A live build deployed as docs/deployment.md says: the site and the API on one origin, the
// site's server forwarding the API path. The backend has production's CORS, which allows
// uploads and spreadsheets to http://localhost:8081 only: on one origin no CORS applies.

const OTHER_PNG = readFileSync(join(import.meta.dirname, '../../contracts/fixtures/car.png'))

async function signInAsAdmin(page: Page, site = '') {
  await page.goto(`${site}/auth`)
  await signInThroughForm(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)
  await expect(page).toHaveURL(/\/$/)
}

/** Fills the New Vehicle form as a person would; the picture is `picture`. */
async function fillNewVehicle(page: Page, model: string, picture: Buffer) {
  const form = page.getByRole('form', { name: 'New Vehicle' })
  await form.getByLabel('Image').setInputFiles({
    name: 'car.png',
    mimeType: 'image/png',
    buffer: picture,
  })
  await form.getByLabel('Model', { exact: true }).pressSequentially(model)
  await form.getByLabel('Price per hour', { exact: true }).pressSequentially('77')
  await form.getByLabel('Doors', { exact: true }).pressSequentially('4')
  await form.getByLabel('Seats', { exact: true }).pressSequentially('5')
  await form.getByLabel('Luggage', { exact: true }).pressSequentially('400')
  await form.getByLabel('Age', { exact: true }).pressSequentially('1')
  await choose(page, 'Transmission', 'Automatic')
  await choose(page, 'Fuel type', 'Hybrid')
  return form
}

/** The picture ids of the car named `model`, as the backend has them. */
async function picturesOf(page: Page, model: string): Promise<string[]> {
  const response = await page.request.get(`${LIVE_API_URL}/car/visitors/all`)
  const fleet = (await response.json()) as Array<{ model: string; image: string[] }>
  return fleet.find((vehicle) => vehicle.model === model)?.image ?? []
}

/** Clicks Download List on `listPath` and reads the file the browser saved. */
async function downloadList(page: Page, listPath: string) {
  await page.goto(listPath)
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download List' }).click()
  const download = await downloading
  return { name: download.suggestedFilename(), sheet: await readSpreadsheet(download) }
}

test('on one origin an administrator creates a car with a picture, replaces it and downloads the three lists', async ({
  page,
}) => {
  test.slow()
  await signInAsAdmin(page)
  await page.goto('/admin/vehicles/new')
  const model = uniqueWord('Proxy ')
  const form = await fillNewVehicle(page, model, PNG)
  await form.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByText('Vehicle created successfully')).toBeVisible()
  const [first] = await picturesOf(page, model)
  expect(first).toBeTruthy()

  await page.getByRole('searchbox', { name: 'Search vehicles' }).pressSequentially(model)
  await tableRows(page, 'Vehicles').getByRole('link').click()
  const edit = page.getByRole('form', { name: 'Edit Vehicle' })
  await edit.getByLabel('Image').setInputFiles({
    name: 'other.png',
    mimeType: 'image/png',
    buffer: OTHER_PNG,
  })
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Vehicle updated successfully')).toBeVisible()
  const [replaced] = await picturesOf(page, model)
  expect(replaced).toBeTruthy()
  expect(replaced).not.toBe(first)
  // The new picture is served back whole, from the site's own origin.
  const picture = await page.request.get(`${LIVE_API_URL}/files/display/${replaced}`)
  expect(Buffer.from(await picture.body()).equals(OTHER_PNG)).toBe(true)

  const users = await downloadList(page, '/admin/users')
  expect(users.name).toBe('users.xlsx')
  expect(users.sheet.name).toBe('Customers')
  expect(users.sheet.header).toContain('Roles')
  const cars = await downloadList(page, '/admin/vehicles')
  expect(cars.name).toBe('vehicles.xlsx')
  expect(cars.sheet.header).toContain('pricePerDay')
  expect(cars.sheet.records.some((row) => row.includes(model))).toBe(true)
  const reservations = await downloadList(page, '/admin/reservations')
  expect(reservations.name).toBe('reservations.xlsx')
  expect(reservations.sheet.header).toContain('PickUpTime')
})

test("from another origin the upload and the download end in a message that the server refused this site's address", async ({
  page,
  pageErrors,
}) => {
  // The browser logs each refusal by CORS; that is what this test provokes.
  pageErrors.allow(/CORS policy|Failed to load resource: net::ERR_FAILED/)
  await signInAsAdmin(page, CROSS_ORIGIN_SITE)
  // The car endpoints allow every origin: the fleet loads here as anywhere.
  await page.goto(`${CROSS_ORIGIN_SITE}/admin/vehicles/new`)
  const model = uniqueWord('Cross ')
  const form = await fillNewVehicle(page, model, PNG)
  await form.getByRole('button', { name: 'Create' }).click()
  const refused = `The server refused this site's address (${CROSS_ORIGIN_SITE})`
  await expect(page.getByText(refused)).toBeVisible()
  await expect(page.getByText(/could not reach the server/i)).toHaveCount(0)
  // Nothing was lost: the form keeps what was typed, and no car was made.
  await expect(form.getByLabel('Model', { exact: true })).toHaveValue(model)
  expect(await picturesOf(page, model)).toEqual([])

  await page.goto(`${CROSS_ORIGIN_SITE}/admin/users`)
  await page.getByRole('button', { name: 'Download List' }).click()
  await expect(page.getByText(refused)).toBeVisible()
  await expect(page.getByText(/could not reach the server/i)).toHaveCount(0)
})
