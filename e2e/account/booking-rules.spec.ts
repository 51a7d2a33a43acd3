import dayjs from 'dayjs'
import { expect, retype, signInAsNewCustomer, test } from '../fixtures'
import { bookingField, bookingForm, day, fillCard, fillTrip, openCar } from './booking-helpers'

const SHORT = 'A rental lasts at least one hour'

test('a rental shorter than an hour is refused in the form, before any request', async ({
  page,
}) => {
  await signInAsNewCustomer(page)
  const car = await openCar(page)
  const checks: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/reservations/auth?')) checks.push(request.url())
  })
  await fillTrip(page, '10:00', '10:59')
  const form = bookingForm(page)
  await expect(form.getByText(SHORT)).toBeVisible()
  await expect(bookingField(page, 'Drop off time')).toHaveAttribute('aria-invalid', 'true')
  // Pressing the button does not ask either: the form says what is wrong instead.
  await form.getByRole('button', { name: 'Check Avaliabilty' }).click()
  await expect(form.getByText(SHORT)).toBeVisible()
  await expect(form.getByRole('button', { name: 'Book Now' })).toHaveCount(0)
  await expect(form.getByText('Available for these dates')).toHaveCount(0)
  expect(checks).toEqual([])

  // One whole hour is bookable, and the price line says how hours are charged.
  await retype(bookingField(page, 'Drop off time'), '11:44', { leave: true })
  await expect(form.getByText(SHORT)).toHaveCount(0)
  await expect(form.getByRole('button', { name: 'Book Now' })).toBeVisible()
  await expect(form.getByTestId('total-price')).toHaveText(
    `$${car.pricePerHour.toLocaleString('en-US')}`,
  )
  await expect(form.getByTestId('price-breakdown')).toContainText('1 hour ×')
  await expect(form.getByText('Hours are charged whole, rounded down.')).toBeVisible()
  expect(checks).toHaveLength(1)
})

test('a date outside the allowed range stays as typed and the message says why', async ({
  page,
}) => {
  await signInAsNewCustomer(page)
  await openCar(page)
  const form = bookingForm(page)
  const pickUp = bookingField(page, 'Pick up date')
  await retype(pickUp, '2020-01-01', { leave: true })
  await expect(pickUp).toHaveValue('2020-01-01')
  await expect(form.getByText('Pick up date cannot be before today')).toBeVisible()
  await expect(form.getByText('Select a pick up date please.')).toHaveCount(0)

  await retype(pickUp, day, { leave: true })
  await expect(form.getByText('Pick up date cannot be before today')).toHaveCount(0)
  const dayBefore = dayjs(day).subtract(1, 'day').format('YYYY-MM-DD')
  const dropOff = bookingField(page, 'Drop off date')
  await retype(dropOff, dayBefore, { leave: true })
  await expect(dropOff).toHaveValue(dayBefore)
  await expect(form.getByText('Drop off date cannot be before the pick up date')).toBeVisible()
  await expect(form.getByText('Select a drop off date please.')).toHaveCount(0)
  // Half a date is kept too, and is simply not a date yet.
  await retype(dropOff, '2020-01-0', { leave: true })
  await expect(dropOff).toHaveValue('2020-01-0')
  await expect(form.getByText('Select a drop off date please.')).toBeVisible()
})

test('opening and closing a picker says nothing about the empty field', async ({ page }) => {
  await signInAsNewCustomer(page)
  await openCar(page)
  const form = bookingForm(page)
  for (const name of ['Choose pick up date', 'Choose pick up time']) {
    await form.getByRole('button', { name }).click()
    await expect(page.getByRole('dialog', { name })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name })).toHaveCount(0)
    // Focus came back to the field; leaving it is still no reason to complain.
    await page.getByRole('heading', { name: 'Book this car' }).click()
  }
  await expect(form.getByText('Select a pick up date please.')).toHaveCount(0)
  await expect(form.getByText('Select a pick up time please.')).toHaveCount(0)
})

test('a booking refused because another tab took the car returns the form to checking', async ({
  page,
  pageErrors,
}) => {
  // Two tabs each fill the whole form by keyboard: about a minute on a busy machine.
  test.setTimeout(150_000)
  await signInAsNewCustomer(page)
  const car = await openCar(page, 12)
  await fillTrip(page)
  await fillCard(page)
  await expect(bookingForm(page).getByRole('button', { name: 'Book Now' })).toBeVisible()

  // The same customer books the same hours in a second tab meanwhile.
  const other = await page.context().newPage()
  pageErrors.watch(other)
  await other.goto(`/vehicles/${car.id}`)
  await expect(bookingForm(other)).toBeVisible({ timeout: 15_000 })
  await fillTrip(other)
  await fillCard(other)
  await bookingForm(other).getByRole('button', { name: 'Book Now' }).click()
  await expect(other.getByText('Reservation created successfully')).toBeVisible()
  await other.close()

  const form = bookingForm(page)
  await form.getByRole('button', { name: 'Book Now' }).click()
  await expect(page.getByText('Car is already reserved! Please choose another')).toBeVisible()
  await expect(form.getByText('Available for these dates')).toHaveCount(0)
  await expect(form.getByRole('button', { name: 'Book Now' })).toHaveCount(0)
  await expect(form.getByLabel('Card number', { exact: true })).toHaveCount(0)
  // Checking again now tells the truth.
  await form.getByRole('button', { name: 'Check Avaliabilty' }).click()
  await expect(
    form.getByText(
      'The car you selected is not available in these days. Please select another one',
    ),
  ).toBeVisible()
  await expect(form.getByRole('button', { name: 'Book Now' })).toHaveCount(0)
})

test('a five-year rental and a pick-up in 2099 are refused in the form, before any request', async ({
  page,
}) => {
  test.slow()
  await signInAsNewCustomer(page)
  await openCar(page)
  const checks: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/reservations/auth?')) checks.push(request.url())
  })
  const form = bookingForm(page)
  // The limits are told before anyone types.
  await expect(bookingField(page, 'Pick up date')).toHaveAccessibleDescription(
    'From today to 12 months ahead',
  )
  await expect(bookingField(page, 'Drop off date')).toHaveAccessibleDescription(
    'Up to 30 days after the pick up',
  )

  const start = dayjs().add(10, 'day')
  await fillTrip(page, '10:00', '10:00', start.format('YYYY-MM-DD'))
  await retype(bookingField(page, 'Drop off date'), start.add(5, 'year').format('YYYY-MM-DD'), {
    leave: true,
  })
  await expect(form.getByText('A rental lasts at most 30 days')).toBeVisible()
  await expect(bookingField(page, 'Drop off date')).toHaveAttribute('aria-invalid', 'true')
  await form.getByRole('button', { name: 'Check Avaliabilty' }).click()
  await expect(form.getByText('Available for these dates')).toHaveCount(0)

  await retype(bookingField(page, 'Pick up date'), '2099-01-01', { leave: true })
  await retype(bookingField(page, 'Drop off date'), '2099-01-02', { leave: true })
  await expect(form.getByText('A booking can start at most 12 months ahead')).toBeVisible()
  await form.getByRole('button', { name: 'Check Avaliabilty' }).click()
  await expect(form.getByText('Available for these dates')).toHaveCount(0)
  await expect(form.getByRole('button', { name: 'Book Now' })).toHaveCount(0)
  expect(checks).toEqual([])

  // Thirty days from a pick-up within the year is bookable.
  await retype(bookingField(page, 'Pick up date'), start.format('YYYY-MM-DD'), { leave: true })
  await retype(bookingField(page, 'Drop off date'), start.add(30, 'day').format('YYYY-MM-DD'), {
    leave: true,
  })
  await expect(form.getByRole('button', { name: 'Book Now' })).toBeVisible()
  const at10 = (day: dayjs.Dayjs) => day.hour(10).minute(0).second(0).millisecond(0)
  const hours = at10(start.add(30, 'day')).diff(at10(start), 'hour')
  await expect(form.getByTestId('price-breakdown')).toContainText(`${hours} hours`)
})
