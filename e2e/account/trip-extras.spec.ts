import { test } from '../fixtures'
import { tripExtrasJourney } from './trip-steps'

test.use({ timezoneId: 'America/New_York' })

test('a customer adds a reservation to a calendar, prints its receipt and books again', async ({
  page,
}, testInfo) => {
  test.slow()
  await tripExtrasJourney(page, testInfo)
})
