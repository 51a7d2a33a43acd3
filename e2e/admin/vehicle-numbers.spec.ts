import { expect, loginAs, test } from '../fixtures'
import { choose, PNG, tableRows, uniqueWord } from './admin-helpers'

test('the vehicle form refuses a fractional age and a negative price in words, and a price reads the same everywhere', async ({
  page,
}) => {
  test.slow()
  await loginAs(page, 'admin')
  await page.goto('/admin/vehicles/new')
  const form = page.getByRole('form', { name: 'New Vehicle' })
  await form
    .getByLabel('Image')
    .setInputFiles({ name: 'car.png', mimeType: 'image/png', buffer: PNG })
  const model = uniqueWord('Numbers ')
  await form.getByLabel('Model', { exact: true }).pressSequentially(model)
  await form.getByLabel('Doors', { exact: true }).pressSequentially('4')
  await form.getByLabel('Seats', { exact: true }).pressSequentially('5')
  await form.getByLabel('Luggage', { exact: true }).pressSequentially('420')
  await choose(page, 'Transmission', 'Automatic')
  await choose(page, 'Fuel type', 'Diesel')

  // A fraction of a year is not a missing age: it is told as what it is.
  const age = form.getByLabel('Age', { exact: true })
  await age.click()
  await page.keyboard.type('2.5', { delay: 20 })
  await page.keyboard.press('Tab')
  await expect(form.getByText('Please enter a whole number of years')).toBeVisible()
  await expect(form.getByText('Please enter type age')).toHaveCount(0)
  // One year is singular.
  await age.click()
  await age.press('ControlOrMeta+a')
  await page.keyboard.type('1', { delay: 20 })
  await page.keyboard.press('Tab')
  await expect(age).toHaveValue('1 year')
  await expect(form.getByText('Please enter a whole number of years')).toHaveCount(0)

  // A negative price keeps its sign, and is refused.
  const price = form.getByLabel('Price per hour', { exact: true })
  await price.click()
  await page.keyboard.type('-50', { delay: 20 })
  await page.keyboard.press('Tab')
  await expect(price).toHaveValue('-$50.00')
  await expect(form.getByText('The price must be greater than 0')).toBeVisible()
  await form.getByRole('button', { name: 'Create' }).click()
  await expect(page).toHaveURL(/\/admin\/vehicles\/new$/)
  await expect(price).toBeFocused()

  await price.press('ControlOrMeta+a')
  await page.keyboard.type('1234.5', { delay: 20 })
  await page.keyboard.press('Tab')
  await expect(price).toHaveValue('$1,234.50')
  await form.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByText('Vehicle created successfully')).toBeVisible()

  // The admin list and the public pages write the price as the form did.
  await page.getByRole('searchbox', { name: 'Search vehicles' }).pressSequentially(model)
  await expect(tableRows(page, 'Vehicles')).toHaveCount(1)
  await expect(tableRows(page, 'Vehicles')).toContainText('$1,234.50')
  await page.goto('/vehicles')
  const card = page.getByRole('article').filter({ hasText: model })
  await expect(card).toContainText('$1,234.50')
  await card.getByRole('link', { name: `View details of ${model}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: model })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('$1,234.50')
})
