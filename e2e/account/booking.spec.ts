import { seriousViolations } from '../a11y'
import { expect, retype, signInAsNewCustomer, test, userMenuButton } from '../fixtures'
import { bookingForm, day, fillCard, fillTrip, openCar } from './booking-helpers'

test('a customer checks a car, books it and finds the booking in the list and its detail', async ({
  page,
}) => {
  test.slow()
  const customer = await signInAsNewCustomer(page)
  const car = await openCar(page)
  await fillTrip(page)
  // Leaving the last field checked availability: the price of 3 whole hours (13:30 - 10:00).
  const total = bookingForm(page).getByTestId('total-price')
  await expect(total).toHaveText(`$${(car.pricePerHour * 3).toLocaleString('en-US')}`)
  await expect(bookingForm(page).getByTestId('price-breakdown')).toContainText('3 hours')
  await fillCard(page)
  await bookingForm(page).getByRole('button', { name: 'Book Now' }).click()
  await expect(page.getByText('Reservation created successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)

  // The notification sits over the account menu at the top right: a click closes it.
  await page.getByText('Reservation created successfully').click()
  await expect(page.getByText('Reservation created successfully')).toBeHidden()
  await userMenuButton(page, customer).click()
  await page.getByRole('menuitem', { name: 'Reservations' }).click()
  await expect(page).toHaveURL(/\/user\/reservations$/)
  const row = page.getByRole('row').filter({ hasText: car.model })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(`${day} 10:00`)
  await expect(row).toContainText('CREATED')
  await row.click()
  await expect(page).toHaveURL(/\/user\/reservations\/\d+$/)
  const details = page.getByRole('main')
  await expect(details).toContainText('JFK Airport')
  await expect(details).toContainText('Hudson Yards')
  await expect(details).toContainText(`${day} 13:30`)
  await expect(details).toContainText(car.model)
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('link', { name: 'Back to my reservations' }).click()
  await expect(page).toHaveURL(/\/user\/reservations$/)
})

test('a second booking over the same hours is refused with the message of docs/product.md', async ({
  page,
}) => {
  test.slow()
  await signInAsNewCustomer(page)
  const car = await openCar(page, 11)
  await fillTrip(page)
  await fillCard(page)
  await bookingForm(page).getByRole('button', { name: 'Book Now' }).click()
  await expect(page).toHaveURL(/\/$/)

  await page.goto(`/vehicles/${car.id}`)
  await fillTrip(page, '11:00', '12:00')
  await expect(
    page.getByText(
      'The car you selected is not available in these days. Please select another one',
    ),
  ).toBeVisible()
  await expect(bookingForm(page).getByRole('button', { name: 'Check Avaliabilty' })).toBeVisible()
  // Changing the time to free hours checks again and offers to book.
  await retype(bookingForm(page).getByLabel('Pick up time', { exact: true }), '14:00', {
    leave: true,
  })
  await retype(bookingForm(page).getByLabel('Drop off time', { exact: true }), '16:00', {
    leave: true,
  })
  await expect(bookingForm(page).getByRole('button', { name: 'Book Now' })).toBeVisible()
})

test('double-clicking Book Now sends one booking', async ({ page }) => {
  test.slow()
  await signInAsNewCustomer(page)
  await openCar(page, 13)
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/reservations/add')) {
      posts.push(request.url())
    }
  })
  await fillTrip(page)
  await fillCard(page)
  await bookingForm(page).getByRole('button', { name: 'Book Now' }).dblclick()
  await expect(page.getByText('Reservation created successfully')).toBeVisible()
  expect(posts).toHaveLength(1)
})

test('typing after a failed check keeps every keystroke in its own field', async ({ page }) => {
  await signInAsNewCustomer(page)
  await openCar(page)
  const form = bookingForm(page)
  await form.getByRole('button', { name: 'Check Avaliabilty' }).click()
  await expect(form.getByText('Enter a pick up place please.')).toBeVisible()
  await expect(form.getByLabel('Pick up location', { exact: true })).toBeFocused()
  const drop = form.getByLabel('Drop off location', { exact: true })
  await drop.click()
  await page.keyboard.type('Hudson Yards', { delay: 20 })
  await expect(drop).toHaveValue('Hudson Yards')
  await expect(form.getByLabel('Pick up location', { exact: true })).toHaveValue('')
})

test('the car page with the booking form has no serious accessibility violation', async ({
  page,
}) => {
  await signInAsNewCustomer(page)
  await openCar(page)
  await fillTrip(page)
  await expect(bookingForm(page).getByRole('button', { name: 'Book Now' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
