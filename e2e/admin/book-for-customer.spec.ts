import { test } from '../fixtures'
import { bookForCustomerJourney } from './book-for-customer-steps'

test('an administrator books for a customer; it shows on their page, in both lists', async ({
  page,
}) => {
  test.slow()
  await bookForCustomerJourney(page)
})
