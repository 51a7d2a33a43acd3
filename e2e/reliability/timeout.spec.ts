import { REQUEST_TIMEOUT_MS, TIMEOUT_MESSAGE } from '../../src/domain/connection'
import { failuresBanner, switchFailure } from '../demo/panel-helpers'
import { expect, FIRST_LOAD_TIMEOUT, retype, signInAsNewCustomer, test } from '../fixtures'

// A backend that never answers (the `timeout` failure on demand): the app gives up after its
// own timeout with one plain message, a form keeps what was typed, and a page offers Try again.
// The page's clock is moved past the timeout rather than waited out.

test('a call the backend never answers: one clear message, typed values kept, Try again', async ({
  page,
}) => {
  test.slow()
  await page.clock.install()
  await signInAsNewCustomer(page, 'Patient')

  // A save: the profile typed, the next call of its family held without an answer.
  await page.goto('user')
  const form = page.getByRole('form', { name: 'Update Profile' })
  await retype(form.getByLabel('First name', { exact: true }), 'Waited')
  await retype(form.getByLabel('Address', { exact: true }), '9 Slow Lane')
  await switchFailure(page, 'My reservations and profile', 'No answer (timeout)', 'Next call only')
  await form.getByRole('button', { name: 'Update Profile' }).click()
  await expect(form.getByRole('button', { name: 'Update Profile' })).toBeDisabled()
  await page.clock.fastForward(REQUEST_TIMEOUT_MS)
  await expect(page.getByText(TIMEOUT_MESSAGE)).toBeVisible()
  await expect(page.getByText(TIMEOUT_MESSAGE)).toHaveCount(1)
  await expect(form.getByLabel('First name', { exact: true })).toHaveValue('Waited')
  await expect(form.getByLabel('Address', { exact: true })).toHaveValue('9 Slow Lane')
  // The failure was for one call: sent again, it saves.
  await expect(failuresBanner(page)).toHaveCount(0)
  await form.getByRole('button', { name: 'Update Profile' }).click()
  await expect(page.getByText('Your profile updated successfully')).toBeVisible()

  // A load: the car list asked for twice (the app retries a load once), then Try again.
  await switchFailure(page, 'Car lists and pictures', 'No answer (timeout)')
  await page.goto('vehicles')
  await expect(page.getByRole('heading', { level: 1, name: 'Our Cars' })).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  })
  const cars = page.getByRole('list', { name: 'Cars' }).getByRole('article')
  const retry = page.getByRole('button', { name: 'Try again' })
  await expect(async () => {
    await page.clock.fastForward(REQUEST_TIMEOUT_MS)
    await expect(retry).toBeVisible({ timeout: 500 })
  }).toPass({ timeout: 15_000 })
  await expect(page.getByText(TIMEOUT_MESSAGE)).toBeVisible()
  await expect(cars).toHaveCount(0)
  await failuresBanner(page).getByRole('button', { name: 'Back to normal' }).click()
  await retry.click()
  await expect(cars.first()).toBeVisible()
})
