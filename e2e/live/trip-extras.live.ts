import { tripExtrasJourney } from '../account/trip-steps'
import { test } from '../fixtures'
import { LIVE_API_URL } from '../playwright.live.config'

test.use({ timezoneId: 'America/New_York' })

test('live: calendar file, printed receipt and book again', async ({ page }, testInfo) => {
  test.slow()
  await tripExtrasJourney(page, testInfo, LIVE_API_URL)
})
