import type { Page } from '@playwright/test'
import type { Reservation } from '../../src/domain/reservation'
import type { UserListItem } from '../../src/domain/user'
import type { Vehicle } from '../../src/domain/vehicle'
import { expect, test } from '../fixtures'
import { apiCall, columnTexts, PNG, tableRows } from './admin-helpers'

test('transmission reads "Manual" in the vehicle form and the search, while "Manuel" is sent', async ({
  asAdmin: { page },
}) => {
  const { json: fleet } = await apiCall<Vehicle[]>(page, 'GET', '/car/visitors/all')
  const manual = fleet.find((car) => car.transmission === 'Manuel' && !car.builtIn)
  expect(manual, 'the seed has a manual car').toBeDefined()
  await page.goto(`/admin/vehicles/${manual!.id}`)
  const form = page.getByRole('form', { name: 'Edit Vehicle' })
  await expect(form.getByRole('textbox', { name: 'Transmission', exact: true })).toHaveValue(
    'Manual',
  )
  const box = page.getByRole('textbox', { name: 'Transmission', exact: true })
  await box.focus()
  await box.press('Enter')
  const options = page.getByRole('listbox').getByRole('option')
  await expect(options).toHaveText(['Automatic', 'Manual', 'Tiptronic'])
  await box.press('Escape')
  await expect(page.getByText('Manuel')).toHaveCount(0)

  await page.goto('/admin/vehicles')
  await page.getByRole('searchbox', { name: 'Search vehicles' }).pressSequentially('Manual')
  await expect(tableRows(page, 'Vehicles').filter({ hasText: manual!.model }).first()).toBeVisible()
})

test('the reservations list names each customer and its number; search and sort by it', async ({
  asAdmin: { page },
}) => {
  const { json: reservations } = await apiCall<Reservation[]>(
    page,
    'GET',
    '/reservations/admin/all',
  )
  const { json: users } = await apiCall<UserListItem[]>(page, 'GET', '/user/auth/all')
  const first = reservations[0]!
  const owner = users.find((user) => user.id === first.userId)!
  const name = `${owner.firstName} ${owner.lastName}`

  await page.goto('/admin/reservations')
  const table = page.getByRole('table', { name: 'Reservations' })
  // The selection's checkbox heads a column of its own, not one of the list's.
  await expect(
    table.getByRole('columnheader').filter({ hasNot: page.getByRole('checkbox') }),
  ).toHaveText(['Customer', 'Car', 'Pick Up', 'Drop Off', 'Price', 'Status'])
  await expect(page.getByRole('searchbox', { name: 'Search reservations' })).toHaveAttribute(
    'placeholder',
    /customer, number/,
  )

  // The number as shown, with the name, finds exactly that reservation.
  const search = page.getByRole('searchbox', { name: 'Search reservations' })
  await search.pressSequentially(`${name} No. ${first.id}`)
  const row = tableRows(page, 'Reservations').filter({ hasText: `No. ${first.id}` })
  await expect(row.first()).toContainText(name)
  await expect(row.first()).toContainText(first.car.model)

  // The customer's name finds all of theirs, and only theirs.
  await search.fill('')
  await search.pressSequentially(name)
  const theirs = reservations.filter((r) => r.userId === owner.id).length
  await expect(tableRows(page, 'Reservations')).toHaveCount(Math.min(theirs, 10))
  for (const cell of await columnTexts(page, 'Reservations', 1)) expect(cell).toContain(name)

  await search.fill('')
  await table.getByRole('columnheader', { name: 'Customer' }).click()
  await expect(page).toHaveURL(/sort=customer/)
  await expect
    .poll(async () => {
      const names = (await columnTexts(page, 'Reservations', 1)).map((text) =>
        text.replace(/No\. \d+$/, '').trim(),
      )
      return names.every((n, at) => at === 0 || names[at - 1]!.localeCompare(n) <= 0)
    })
    .toBe(true)
})

async function leaveDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Leave this page?' })
  await expect(dialog).toBeVisible()
  return dialog
}

test('leaving an edited form asks first; an unchanged one leaves at once', async ({
  asAdmin: { page },
}) => {
  test.slow()
  // A customer of the seed (users 1 and 2 are the built-in demo accounts).
  await page.goto('/admin/users')
  await page.goto('/admin/users/5')
  const form = page.getByRole('form', { name: 'Edit User' })
  const first = form.getByLabel('First Name')
  await expect(first).not.toHaveValue('')
  const before = await first.inputValue()

  // Unchanged: Cancel leaves at once.
  await form.getByRole('link', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/admin\/users$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // Opened from the list, inside the app, so that Back stays in the app.
  const { json: user } = await apiCall<UserListItem>(page, 'GET', '/user/5/auth')
  await page.getByRole('searchbox', { name: 'Search users' }).pressSequentially(user.email)
  await page.getByRole('main').getByText(user.email).click()
  await expect(page).toHaveURL(/\/admin\/users\/5$/)
  await expect(first).toHaveValue(before)
  await first.press('End')
  await first.pressSequentially('x')
  // Cancel asks; Stay keeps the page and what was typed.
  await form.getByRole('link', { name: 'Cancel' }).click()
  let dialog = await leaveDialog(page)
  await expect(dialog.getByRole('button', { name: 'Stay' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/admin\/users\/5$/)
  await expect(first).toHaveValue(`${before}x`)

  // Back asks too; Stay keeps the address.
  await page.goBack()
  dialog = await leaveDialog(page)
  await dialog.getByRole('button', { name: 'Stay' }).click()
  await expect(page).toHaveURL(/\/admin\/users\/5$/)
  await expect(first).toHaveValue(`${before}x`)

  // A link of the admin menu: Leave goes there.
  await page.getByRole('link', { name: 'Vehicle Management' }).click()
  dialog = await leaveDialog(page)
  await dialog.getByRole('button', { name: 'Leave' }).click()
  await expect(page).toHaveURL(/\/admin\/vehicles$/)

  // Nothing was saved.
  await page.goto('/admin/users/5')
  await expect(first).toHaveValue(before)
})

test('a file that is no picture by its bytes is refused when chosen, with no preview', async ({
  asAdmin: { page },
}) => {
  await page.goto('/admin/vehicles/new')
  const form = page.getByRole('form', { name: 'New Vehicle' })
  const picture = form.getByLabel('Image')
  // An SVG renamed .png: its name and type say PNG, its bytes do not.
  await picture.setInputFiles({
    name: 'car.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9"/></svg>',
    ),
  })
  await expect(
    form.getByText('Please choose a picture file (JPEG, PNG, WebP or GIF)'),
  ).toBeVisible()
  await expect(form.locator('.image-picker__preview img')).toHaveCount(0)

  await picture.setInputFiles({ name: 'car.png', mimeType: 'image/png', buffer: PNG })
  await expect(form.getByText('Please choose a picture file (JPEG, PNG, WebP or GIF)')).toHaveCount(
    0,
  )
  await expect(form.locator('.image-picker__preview img')).toHaveCount(1)
  // Left with the real picture: the form asks before leaving, then lets go.
  await form.getByRole('link', { name: 'Cancel' }).click()
  await (await leaveDialog(page)).getByRole('button', { name: 'Leave' }).click()
  await expect(page).toHaveURL(/\/admin\/vehicles$/)
})
