import { expect, FIRST_LOAD_TIMEOUT, signInAsNewCustomer, test } from '../fixtures'
import { bookingField, bookingForm, fillTrip, openCar } from './booking-helpers'

// A click into a masked field that already has focus puts the browser's caret where the click
// lands, past the empty slots: the keys typed next must still fill the slots.

test('after a refused Book Now, a click into the focused card number and typing fills it', async ({
  page,
}) => {
  test.slow()
  await signInAsNewCustomer(page)
  await openCar(page)
  await fillTrip(page)
  const book = bookingForm(page).getByRole('button', { name: 'Book Now' })
  await book.click()
  const card = bookingField(page, 'Card number')
  await expect(card).toBeFocused()
  await card.click()
  await page.keyboard.type('4111111111111111', { delay: 20 })
  await expect(card).toHaveValue('4111-1111-1111-1111')
  await page.keyboard.press('Tab')
  await expect(card).toHaveValue('4111-1111-1111-1111')
  await expect(card).not.toHaveAttribute('aria-invalid', 'true')

  // The expiry too, clicked again halfway through.
  const expiry = bookingField(page, 'Expire date')
  await expiry.click()
  await page.keyboard.type('12', { delay: 20 })
  await expiry.click()
  await page.keyboard.type('40', { delay: 20 })
  await expect(expiry).toHaveValue('12/40')
})

test('a second click in the middle of a card number lets the rest be typed', async ({ page }) => {
  test.slow()
  await signInAsNewCustomer(page)
  await openCar(page)
  await fillTrip(page)
  const card = bookingField(page, 'Card number')
  await card.click()
  await page.keyboard.type('4111', { delay: 20 })
  await card.click()
  await page.keyboard.type('2222', { delay: 20 })
  await expect(card).toHaveValue('4111-2222-____-____')
  // A digit already typed can still be replaced where it is clicked: the caret stays there.
  await card.press('Home')
  await page.keyboard.press('Delete')
  await page.keyboard.type('5', { delay: 20 })
  await expect(card).toHaveValue('5111-2222-____-____')
})

test('the phone number takes the keys typed after a click into it while focused', async ({
  page,
}) => {
  await page.goto('/auth')
  await page.getByRole('tab', { name: 'Register' }).click({ timeout: FIRST_LOAD_TIMEOUT })
  const phone = page.getByRole('form', { name: 'Register' }).getByLabel('Phone number')
  await phone.click()
  await page.keyboard.type('212', { delay: 20 })
  await phone.click()
  await page.keyboard.type('5550177', { delay: 20 })
  await expect(phone).toHaveValue('(212) 555-0177')
  await page.keyboard.press('Tab')
  await expect(phone).toHaveValue('(212) 555-0177')
})
