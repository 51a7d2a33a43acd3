import { bookingForm, fillCard, fillTrip } from '../account/booking-helpers'
import {
  DEMO_ACCOUNTS,
  expect,
  FIRST_LOAD_TIMEOUT,
  fleet,
  mainNav,
  signInThroughForm,
  test,
} from '../fixtures'
import { failuresBanner, openPanel, switchFailure } from './panel-helpers'

// The Backend panel's Request log: this tab's calls to the embedded backend, newest first,
// each opening on its bodies with passwords and tokens masked (docs/embedded-backend.md).

const MASK = '••••••'

test('the log shows a sign-in with its password masked and a booking with its status', async ({
  page,
}) => {
  test.slow()
  const { email, password } = DEMO_ACCOUNTS.customer
  await page.goto('auth')
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  })
  await signInThroughForm(page, email, password)
  await expect(page.getByRole('form', { name: 'Login' })).toHaveCount(0)

  // Within the same page load (the log is the page's): to the car through the app's links.
  const car = (await fleet(page))[9]!
  await mainNav(page).getByRole('link', { name: 'Cars' }).click()
  await page.getByRole('link', { name: `View details of ${car.model}` }).click()
  await expect(bookingForm(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  await fillTrip(page)
  await fillCard(page)
  await bookingForm(page).getByRole('button', { name: 'Book Now' }).click()
  await expect(page.getByText('Reservation created successfully')).toBeVisible()

  const panel = await openPanel(page, 'Request log')
  const calls = panel.getByRole('list', { name: 'Calls, newest first' })
  const booking = calls.getByRole('button', { name: /^201 POST \/reservations\/add\?carId=/ })
  await expect(booking).toHaveCount(1)

  // Filter by path text, typed; then by status class.
  const search = panel.getByRole('searchbox', { name: 'Path contains' })
  await search.pressSequentially('reservations/add')
  await expect(calls.getByRole('button')).toHaveCount(1)
  await panel.getByLabel('Status').selectOption({ label: '4xx refused' })
  await expect(calls.getByRole('button')).toHaveCount(0)
  await panel.getByLabel('Status').selectOption({ label: '2xx success' })
  await expect(calls.getByRole('button')).toHaveCount(1)

  // Enter opens it on its bodies: the trip as sent, the server's response.
  await booking.focus()
  await page.keyboard.press('Enter')
  await expect(booking).toHaveAttribute('aria-expanded', 'true')
  await expect(panel.getByText('"pickUpLocation": "JFK Airport"')).toBeVisible()
  await expect(panel.getByText('"Reservation added successfully!": true')).toBeVisible()

  // The sign-in of this page: the password and the token never show.
  await search.fill('')
  await search.pressSequentially('/login')
  await panel.getByLabel('Status').selectOption({ label: 'All statuses' })
  const loginRow = page.getByRole('button', { name: /^200 POST \/login/ })
  await panel.locator(loginRow).click()
  const details = panel.getByRole('listitem').filter({ has: loginRow })
  await expect(details).toContainText(`"email": "${email}"`)
  await expect(details).toContainText(`"password": "${MASK}"`)
  await expect(details).toContainText(`"token": "${MASK}"`)
  await expect(details).not.toContainText(password)
})

test('a dropped connection is logged as failed; Clear empties the log', async ({
  page,
  pageErrors,
}) => {
  pageErrors.allow(/Failed to load resource|net::ERR_/)
  await page.goto('./')
  await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  await switchFailure(page, 'Car lists and pictures', 'Network down')
  await page.goto('vehicles')
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  })
  await failuresBanner(page).getByRole('button', { name: 'Back to normal' }).click()
  const panel = await openPanel(page, 'Request log')
  await panel.getByLabel('Status').selectOption({ label: 'Failed (no response)' })
  const failed = panel.getByRole('button', { name: /^failed GET \/car\/visitors\/all/ })
  // The start-up's load and the retry's, at least.
  await expect(failed.first()).toBeVisible()
  await failed.first().click()
  await expect(panel.getByText('(no response: the connection was dropped)')).toBeVisible()
  await panel.getByRole('button', { name: 'Clear' }).click()
  await panel.getByLabel('Status').selectOption({ label: 'All statuses' })
  await expect(
    panel.getByRole('list', { name: 'Calls, newest first' }).getByRole('button'),
  ).toHaveCount(0)
  await expect(panel.getByText(/No calls yet/)).toBeVisible()
})
