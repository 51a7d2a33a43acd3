import { expect, loginAs, test } from '../fixtures'
import { apiCall, choose, PNG, readSpreadsheet, tableRows, uniqueWord } from './admin-helpers'

test('an administrator adds a car with a picture, changes it and deletes it', async ({ page }) => {
  test.slow()
  await loginAs(page, 'admin')
  await page.goto('/admin/vehicles')
  await page.getByRole('link', { name: 'New Vehicle' }).click()
  await expect(page).toHaveURL(/\/admin\/vehicles\/new$/)

  const form = page.getByRole('form', { name: 'New Vehicle' })
  await expect(form.getByRole('checkbox', { name: 'Air conditioning' })).toBeChecked()
  await form.getByRole('button', { name: 'Create' }).click()
  for (const message of [
    'Please select an image',
    'Please enter the model',
    'Please enter number of doors',
    'Please enter number of seats',
    'Please enter luggage capacity',
    'Please enter type of transmission',
    'Please enter type of fuel',
    'Please enter type age',
    'Please enter price per hour',
  ])
    await expect(form.getByText(message, { exact: true })).toBeVisible()

  // A file that is no picture is refused in the form, before any upload.
  const picture = form.getByLabel('Image')
  await picture.setInputFiles({
    name: 'notes.html',
    mimeType: 'text/html',
    buffer: Buffer.from('<p>'),
  })
  await expect(
    form.getByText('Please choose a picture file (JPEG, PNG, WebP or GIF)'),
  ).toBeVisible()
  await picture.setInputFiles({ name: 'car.png', mimeType: 'image/png', buffer: PNG })
  await expect(form.getByText('car.png')).toBeVisible()

  const model = uniqueWord('Zeta ')
  await form.getByLabel('Model', { exact: true }).pressSequentially(model)
  await form.getByLabel('Price per hour', { exact: true }).pressSequentially('1234')
  await form.getByLabel('Doors', { exact: true }).pressSequentially('4')
  await form.getByLabel('Seats', { exact: true }).pressSequentially('5')
  await form.getByLabel('Luggage', { exact: true }).pressSequentially('420')
  await form.getByLabel('Age', { exact: true }).pressSequentially('2')
  await choose(page, 'Transmission', 'Tiptronic')
  await choose(page, 'Fuel type', 'Hybrid')
  await form.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByText('Vehicle created successfully')).toBeVisible()
  // Back one page: the list it came from.
  await expect(page).toHaveURL(/\/admin\/vehicles$/)

  await page.getByRole('searchbox', { name: 'Search vehicles' }).pressSequentially(model)
  await expect(tableRows(page, 'Vehicles')).toHaveCount(1)
  await expect(tableRows(page, 'Vehicles')).toContainText('$1,234')

  // The public fleet shows it with its own picture, without a reload.
  await page.getByRole('link', { name: 'Web Site' }).click()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cars' }).click()
  const card = page.getByRole('article').filter({ hasText: model })
  await expect(card.getByRole('img', { name: model })).toHaveAttribute('src', /files\/display/)
  await page.goBack()
  await page.goBack()
  await expect(page).toHaveURL(/\/admin\/vehicles/)

  await page.getByRole('searchbox', { name: 'Search vehicles' }).fill(model)
  await tableRows(page, 'Vehicles').getByRole('link').click()
  const edit = page.getByRole('form', { name: 'Edit Vehicle' })
  const price = edit.getByLabel('Price per hour', { exact: true })
  await price.click()
  await price.press('Control+a')
  await price.pressSequentially('99')
  await price.press('Tab')
  await expect(price).toHaveValue('$99.00')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Vehicle updated successfully')).toBeVisible()
  await page.reload()
  await expect(edit.getByLabel('Price per hour', { exact: true })).toHaveValue('$99.00')

  await edit.getByRole('button', { name: 'Delete' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete' })
  await expect(dialog).toContainText('Are you sure want to delete?')
  await dialog.getByRole('button', { name: 'Yes' }).click()
  await expect(page.getByText('Vehicle deleted')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/vehicles$/)
  const fleet = await apiCall<Array<{ model: string }>>(page, 'GET', '/car/visitors/all')
  expect(fleet.json.some((vehicle) => vehicle.model === model)).toBe(false)
})

test('a built-in car is read-only, and the fleet downloads as a spreadsheet', async ({ page }) => {
  await loginAs(page, 'admin')
  const fleet = await apiCall<Array<{ id: number; builtIn: boolean }>>(
    page,
    'GET',
    '/car/visitors/all',
  )
  const builtIn = fleet.json.find((vehicle) => vehicle.builtIn)!
  await page.goto(`/admin/vehicles/${builtIn.id}`)
  await expect(page.getByRole('alert')).toHaveText(
    'Built-in accounts can not be deleted and updated',
  )
  const form = page.getByRole('form', { name: 'Edit Vehicle' })
  await expect(form.getByRole('button', { name: 'Save' })).toHaveCount(0)
  await expect(form.getByRole('button', { name: 'Delete' })).toHaveCount(0)

  await page.goto('/admin/vehicles')
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download List' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('vehicles.xlsx')
  const sheet = await readSpreadsheet(download)
  expect(sheet.name).toBe('Cars')
  expect(sheet.header).toEqual([
    'Id',
    'Model',
    'Doors',
    'Seats',
    'Luggage',
    'Transmission',
    'AirConditioning',
    'Age',
    'pricePerDay',
    'FuelType',
  ])
  expect(sheet.records).toHaveLength(fleet.json.length)
})
