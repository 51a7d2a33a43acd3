import type { Page } from '@playwright/test'
import dayjs from 'dayjs'
import { DEMO_ACCOUNTS, expect, fleet, MOCK_API } from '../fixtures'
import { apiCall, tableRows, uniqueWord } from './admin-helpers'

/**
 * Bulk work on the admin lists (the administrator signed in): three reservations selected
 * with a shift-click and set to DONE after the Undo time, in one request each and one
 * notification; a bulk delete undone before any request; a built-in user skipped and named.
 */
export async function bulkJourney(page: Page, api = MOCK_API) {
  const cars = (await fleet(page, api)).slice(-4, -1)
  const place = uniqueWord('Bay')
  const day = dayjs().add(500 + Math.floor(Math.random() * 300), 'day')
  for (const [index, car] of cars.entries()) {
    const at = day
      .add(index, 'day')
      .hour(9)
      .minute(Math.floor(Math.random() * 59))
    const booked = await apiCall(page, 'POST', `/reservations/add?carId=${car.id}`, {
      pickUpTime: at.format('MM/DD/YYYY HH:mm:00'),
      dropOfTime: at.add(2, 'hour').format('MM/DD/YYYY HH:mm:00'),
      pickUpLocation: place,
      dropOfLocation: 'Hudson Yards',
    })
    expect(booked.status).toBe(201)
  }
  const sent: string[] = []
  page.on('request', (request) => {
    if (['PUT', 'DELETE'].includes(request.method())) sent.push(request.method())
  })

  await page.goto('/admin/reservations')
  await page.getByRole('searchbox', { name: 'Search reservations' }).pressSequentially(place)
  const rows = tableRows(page, 'Reservations')
  await expect(rows).toHaveCount(3)
  await rows.nth(0).getByRole('checkbox').click()
  await rows
    .nth(2)
    .getByRole('checkbox')
    .click({ modifiers: ['Shift'] })
  const bar = page.getByRole('region', { name: 'Bulk actions' })
  await expect(bar.getByRole('status')).toHaveText('3 reservations selected')
  await bar.getByRole('combobox', { name: 'New status' }).selectOption('DONE')
  await bar.getByRole('button', { name: 'Change status' }).click()
  // At once on screen, with its Undo; nothing sent yet.
  for (const index of [0, 1, 2]) await expect(rows.nth(index)).toContainText('DONE')
  const pending = page.getByRole('list', { name: 'Pending changes' })
  await expect(pending).toContainText('3 reservations set to DONE')
  await expect(pending.getByRole('button', { name: /Undo/ })).toBeVisible()
  expect(sent).toEqual([])
  await expect(page.getByText('3 reservations set to DONE.')).toBeVisible({ timeout: 15_000 })
  expect(sent).toEqual(['PUT', 'PUT', 'PUT'])
  const all = await apiCall<Array<{ pickUpLocation: string; status: string }>>(
    page,
    'GET',
    '/reservations/admin/all',
  )
  expect(all.json.filter((r) => r.pickUpLocation === place).map((r) => r.status)).toEqual([
    'DONE',
    'DONE',
    'DONE',
  ])

  // A delete of the whole page, undone: the rows come back and no request is ever sent.
  await page.getByRole('checkbox', { name: 'Select the rows of this page' }).check()
  await expect(bar.getByRole('status')).toHaveText('3 reservations selected')
  await bar.getByRole('button', { name: 'Delete' }).click()
  await expect(rows).toHaveCount(1) // the table's empty line
  await expect(rows.first()).toContainText('No reservation matches this view')
  await pending.getByRole('button', { name: /Undo/ }).click()
  await expect(rows).toHaveCount(3)
  await page.waitForTimeout(6000)
  expect(sent).toEqual(['PUT', 'PUT', 'PUT'])
  await page.reload()
  await expect(rows).toHaveCount(3)

  // A built-in account is never deleted: it is named and nothing is sent.
  await page.goto('/admin/users')
  await page
    .getByRole('searchbox', { name: 'Search users' })
    .pressSequentially(DEMO_ACCOUNTS.customer.email)
  const users = tableRows(page, 'Users')
  await expect(users).toHaveCount(1)
  await users.first().getByRole('checkbox').check()
  await page
    .getByRole('region', { name: 'Bulk actions' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(page.getByText(/^Nothing was changed\. Skipped: .+ \(built in\)\.$/)).toBeVisible()
  await expect(users).toHaveCount(1)
  expect(sent).toEqual(['PUT', 'PUT', 'PUT'])
}
