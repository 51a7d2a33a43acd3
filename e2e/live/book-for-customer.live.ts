import { bookForCustomerJourney } from '../admin/book-for-customer-steps'
import { test } from '../fixtures'
import { LIVE_API_URL } from '../playwright.live.config'

test('live: an administrator books for a customer with production call', async ({ page }) => {
  test.slow()
  await bookForCustomerJourney(page, LIVE_API_URL)
})
