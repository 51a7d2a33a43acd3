import { expect, loginAs, test } from '../fixtures'
import {
  apiCall,
  choose,
  columnOnceSettled,
  columnTexts,
  readSpreadsheet,
  tableRows,
  uniqueWord,
} from './admin-helpers'

const sent = (d: Date) => {
  const two = (n: number) => String(n).padStart(2, '0')
  return `${two(d.getMonth() + 1)}/${two(d.getDate())}/${d.getFullYear()} ${two(d.getHours())}:00:00`
}

test('an administrator finds a reservation, changes its status and deletes it', async ({
  page,
}) => {
  test.slow()
  const admin = await loginAs(page, 'admin')
  // A booking of its own, far enough ahead to be free whatever the seed holds.
  const place = uniqueWord('Pier')
  const cars = await apiCall<Array<{ id: number; model: string }>>(page, 'GET', '/car/visitors/all')
  const car = cars.json[cars.json.length - 1]!
  const start = new Date()
  start.setDate(start.getDate() + 500 + Math.floor(Math.random() * 200))
  start.setHours(9, 0, 0, 0)
  const end = new Date(start.getTime() + 5 * 3_600_000)
  const booked = await apiCall(page, 'POST', `/reservations/add?carId=${car.id}`, {
    pickUpTime: sent(start),
    dropOfTime: sent(end),
    pickUpLocation: place,
    dropOfLocation: 'Hudson Yards',
  })
  expect(booked.status).toBe(201)
  const users = await apiCall<Array<{ id: number; email: string }>>(page, 'GET', '/user/auth/all')
  const adminId = users.json.find((u) => u.email === admin.email)!.id

  await page.goto('/admin/reservations')
  await page.getByRole('searchbox', { name: 'Search reservations' }).pressSequentially(place)
  await expect(tableRows(page, 'Reservations')).toHaveCount(1)
  await expect(tableRows(page, 'Reservations')).toContainText(car.model)
  await tableRows(page, 'Reservations').getByText('CREATED').click()
  await expect(page).toHaveURL(/\/admin\/reservations\/\d+$/)
  await expect(page.getByRole('link', { name: 'Get customer' })).toHaveAttribute(
    'href',
    `/admin/users/${adminId}`,
  )

  const form = page.getByRole('form', { name: 'Edit Reservation' })
  await expect(form.getByLabel('Pick up location', { exact: true })).toHaveValue(place)
  const dropOff = form.getByLabel('Drop off location', { exact: true })
  await dropOff.click()
  await dropOff.press('Control+a')
  await dropOff.press('Backspace')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('Enter the drop off place')).toBeVisible()
  await dropOff.pressSequentially('Grand Central')
  await choose(page, 'Status', 'DONE')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Reservation updated successfully')).toBeVisible()
  await page.reload()
  await expect(form.getByLabel('Drop off location', { exact: true })).toHaveValue('Grand Central')
  await expect(form.getByRole('textbox', { name: 'Status', exact: true })).toHaveValue('DONE')

  await form.getByRole('button', { name: 'Delete' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete' })
  await expect(dialog).toContainText('Are you sure want to delete?')
  await dialog.getByRole('button', { name: 'Yes' }).click()
  await expect(page.getByText('Reservation deleted successfully')).toBeVisible()
  // Back one page (after the reload above the app cannot know it, so: the list).
  await expect(page).toHaveURL(/\/admin\/reservations(\?|$)/)
  const search = page.getByRole('searchbox', { name: 'Search reservations' })
  await search.fill('')
  await search.pressSequentially(place)
  await expect(page.getByText('No reservation matches this view')).toBeVisible()
})

test('the reservations list filters by status, sorts, keeps its view on reload and downloads', async ({
  page,
}) => {
  test.slow()
  await loginAs(page, 'admin')
  await page.goto('/admin/reservations')
  await expect(tableRows(page, 'Reservations')).toHaveCount(10)

  await choose(page, 'Status', 'CANCELED')
  await expect(page).toHaveURL(/status=CANCELED/)
  await expect
    .poll(async () => new Set(await columnTexts(page, 'Reservations', 6)))
    .toEqual(new Set(['CANCELED']))

  const table = page.getByRole('table', { name: 'Reservations' })
  await table.getByRole('columnheader', { name: 'Price' }).click()
  await expect(page).toHaveURL(/sort=totalPrice/)
  const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''))
  const ascending = (texts: string[]) =>
    texts.map(amount).every((price, at, all) => at === 0 || (all[at - 1] ?? 0) <= price)
  const prices = (await columnOnceSettled(page, 'Reservations', 5, ascending)).map(amount)

  await page.reload()
  await expect(page).toHaveURL(/status=CANCELED/)
  await expect
    .poll(async () => (await columnTexts(page, 'Reservations', 5)).map(amount))
    .toEqual(prices)
  await expect(page.getByRole('textbox', { name: 'Status', exact: true })).toHaveValue('CANCELED')

  const all = await apiCall<unknown[]>(page, 'GET', '/reservations/admin/all')
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download List' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('reservations.xlsx')
  const sheet = await readSpreadsheet(download)
  expect(sheet.name).toBe('Reservations')
  expect(sheet.header).toEqual([
    'Id',
    'CarId',
    'CarModel',
    'CustomerId',
    'CustomerFullName',
    'CustomerPhone',
    'PickUpTime',
    'DropOfTime',
    'PickUpLocation',
    'DropOfLocation',
    'Status',
  ])
  expect(sheet.records).toHaveLength(all.json.length)
})

test('a seven-figure price stays on one line at 1280 px, right-aligned under its header', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await loginAs(page, 'admin')
  const place = uniqueWord('Quay')
  const cars = await apiCall<Array<{ id: number; pricePerHour: number }>>(
    page,
    'GET',
    '/car/visitors/all',
  )
  const car = cars.json[cars.json.length - 2]!
  // Long enough for a total of at least $1,000,000 (the list's largest), far enough ahead to
  // be free.
  const hours = Math.ceil(1_000_000 / car.pricePerHour)
  const start = new Date()
  start.setDate(start.getDate() + 1500 + Math.floor(Math.random() * 200))
  start.setHours(9, 0, 0, 0)
  const booked = await apiCall(page, 'POST', `/reservations/add?carId=${car.id}`, {
    pickUpTime: sent(start),
    dropOfTime: sent(new Date(start.getTime() + hours * 3_600_000)),
    pickUpLocation: place,
    dropOfLocation: 'Hudson Yards',
  })
  expect(booked.status).toBe(201)

  // A full page of rows, the largest price first.
  await page.goto('/admin/reservations?sort=totalPrice&order=desc')
  const table = page.getByRole('table', { name: 'Reservations' })
  const priceCell = tableRows(page, 'Reservations')
    .first()
    .locator('td:not(.admin-table__select)')
    .nth(4)
  await expect(priceCell).toContainText(/\$\s\d,\d{3},\d{3}/)
  await expect(tableRows(page, 'Reservations')).toHaveCount(10)
  // The text's boxes: one per line it takes.
  const lines = await priceCell.evaluate((cell) => {
    const range = document.createRange()
    range.selectNodeContents(cell.lastChild!)
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
  })
  expect(lines).toBe(1)
  const header = table.getByRole('columnheader', { name: 'Price' })
  const headerText = (await header.locator('.p-column-header-content').boundingBox())!
  const cellBox = (await priceCell.boundingBox())!
  const padding = await priceCell.evaluate((cell) =>
    Number.parseFloat(getComputedStyle(cell).paddingRight),
  )
  const cellTextRight = cellBox.x + cellBox.width - padding
  expect(Math.abs(headerText.x + headerText.width - cellTextRight)).toBeLessThan(2)
})
