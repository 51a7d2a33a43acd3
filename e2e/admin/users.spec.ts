import { DEMO_ACCOUNTS, expect, loginAs, test } from '../fixtures'
import {
  apiCall,
  columnOnceSettled,
  columnTexts,
  readSpreadsheet,
  tableRows,
  uniqueWord,
} from './admin-helpers'

test('an administrator creates, edits and deletes a user', async ({ page }) => {
  test.slow()
  await loginAs(page, 'admin')
  await page.goto('/admin/users')
  await page.getByRole('link', { name: 'New User' }).click()
  await expect(page).toHaveURL(/\/admin\/users\/new$/)

  // An empty submit names every field in the words of docs/product.md.
  const form = page.getByRole('form', { name: 'New User' })
  await form.getByRole('button', { name: 'Create' }).click()
  for (const message of [
    'Please enter first name',
    'Please enter last name',
    'Please enter phone number',
    'Please enter address',
    'Please enter zip code',
    'Please enter email',
    'Please enter password',
    'Please select a role',
  ])
    await expect(form.getByText(message, { exact: true })).toBeVisible()

  const last = uniqueWord('T') // within the 15 characters of a name
  const email = `${last.toLowerCase()}@example.com`
  await form.getByLabel('First Name').pressSequentially('Maya')
  await form.getByLabel('Last Name').pressSequentially(last)
  const phone = form.getByLabel('Phone Number')
  await phone.click()
  await phone.pressSequentially('21255')
  await form.getByLabel('Zip Code').click()
  await expect(form.getByText('Please enter a valid phone number')).toBeVisible()
  // Typed again from the start, the whole number completes the mask.
  await phone.click()
  for (let i = 0; i < 12; i += 1) await phone.press('Backspace')
  await phone.pressSequentially('2125550123')
  await expect(phone).toHaveValue('(212) 555-0123')
  await form.getByLabel('Zip Code').pressSequentially('10001')
  await form.getByLabel('Address').pressSequentially('5 Harbor Road')
  await form.getByLabel('Email').pressSequentially(email)
  await form.getByLabel('Password', { exact: true }).pressSequentially('Welcome#2026')
  await form.getByRole('checkbox', { name: 'Admin' }).check()
  await expect(form.getByText('Please enter a valid phone number')).toHaveCount(0)
  await form.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByText('User was created successfully')).toBeVisible()
  // The form is cleared for the next one.
  await expect(form.getByLabel('Last Name')).toHaveValue('')

  // Found by a search; it opens on a click of its row.
  await page.goto('/admin/users')
  await page.getByRole('searchbox', { name: 'Search users' }).pressSequentially(last)
  await expect(tableRows(page, 'Users')).toHaveCount(1)
  await expect(tableRows(page, 'Users')).toContainText('Admin')
  await tableRows(page, 'Users').getByText(email).click()
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/)

  const edit = page.getByRole('form', { name: 'Edit User' })
  await expect(edit.getByLabel('Email')).toHaveAttribute('readonly', '')
  const lastName = edit.getByLabel('Last Name')
  await lastName.fill('')
  await lastName.pressSequentially(`${last}x`)
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('User was updated successfully')).toBeVisible()
  await page.reload()
  await expect(edit.getByLabel('Last Name')).toHaveValue(`${last}x`)
  // The password was left empty, so it still signs in with the old one.
  const login = await apiCall(page, 'POST', '/login', { email, password: 'Welcome#2026' })
  expect(login.status).toBe(200)

  await edit.getByRole('button', { name: 'Delete' }).click()
  const dialog = page.getByRole('dialog', { name: 'Deleting' })
  await expect(dialog.getByText('Are you sure want to delete?')).toBeVisible()
  await dialog.getByRole('button', { name: 'Yes' }).click()
  await expect(page.getByText('User was deleted successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/users$/)
  await page.getByRole('searchbox', { name: 'Search users' }).pressSequentially(last)
  await expect(page.getByText('No user matches this search')).toBeVisible()
})

test('a built-in account shows the alert and cannot be saved or deleted', async ({ page }) => {
  await loginAs(page, 'admin')
  const users = await apiCall<Array<{ id: number; email: string }>>(page, 'GET', '/user/auth/all')
  const builtIn = users.json.find((u) => u.email === DEMO_ACCOUNTS.customer.email)!
  await page.goto(`/admin/users/${builtIn.id}`)
  await expect(page.getByRole('alert')).toHaveText(
    'Built-in accounts can not be deleted and updated',
  )
  const form = page.getByRole('form', { name: 'Edit User' })
  await expect(form.getByLabel('First Name')).toBeDisabled()
  await expect(form.getByRole('button', { name: 'Save' })).toHaveCount(0)
  await expect(form.getByRole('button', { name: 'Delete' })).toHaveCount(0)
  await form.getByRole('link', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/admin\/users$/)
})

test('the users table sorts, pages and searches, keeps its view on reload and downloads', async ({
  page,
}) => {
  test.slow()
  await loginAs(page, 'admin')
  await page.goto('/admin/users')
  const table = page.getByRole('table', { name: 'Users' })
  await expect(tableRows(page, 'Users')).toHaveCount(10)

  // Sort by e-mail, then the other way.
  await table.getByRole('columnheader', { name: 'Email' }).click()
  await expect(page).toHaveURL(/sort=email/)
  const ascending = await columnOnceSettled(page, 'Users', 3, (emails) =>
    emails.every((email, at) => at === 0 || (emails[at - 1] ?? '').localeCompare(email) <= 0),
  )
  await table.getByRole('columnheader', { name: 'Email' }).click()
  await expect(page).toHaveURL(/order=desc/)
  const descending = await columnOnceSettled(
    page,
    'Users',
    3,
    (emails) => emails.join() !== ascending.join() && (emails[0] ?? '') >= (emails.at(-1) ?? ''),
  )

  // The next page shows other people; a reload keeps page and sort.
  await page.getByRole('button', { name: 'Next Page' }).click()
  await expect(page).toHaveURL(/page=2/)
  const second = await columnOnceSettled(
    page,
    'Users',
    3,
    (emails) => emails.length > 0 && !emails.some((email) => descending.includes(email)),
  )
  await page.reload()
  await expect(tableRows(page, 'Users').first()).toBeVisible()
  await expect.poll(() => columnTexts(page, 'Users', 3)).toEqual(second)

  // A search starts again at its first page and survives a reload too.
  await page.getByRole('searchbox', { name: 'Search users' }).pressSequentially('autovia.test')
  await expect(page).not.toHaveURL(/page=2/)
  await expect(tableRows(page, 'Users')).toHaveCount(2)
  await page.reload()
  await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue('autovia.test')
  await expect(tableRows(page, 'Users')).toHaveCount(2)

  const users = await apiCall<unknown[]>(page, 'GET', '/user/auth/all')
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download List' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('users.xlsx')
  const sheet = await readSpreadsheet(download)
  expect(sheet.name).toBe('Customers')
  expect(sheet.header).toEqual([
    'Id',
    'FirstName',
    'LastName',
    'PhoneNumber',
    'Email',
    'Address',
    'ZipCode',
    'Roles',
  ])
  expect(sheet.records).toHaveLength(users.json.length)
})
