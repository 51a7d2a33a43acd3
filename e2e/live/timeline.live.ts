import { timelineJourney } from '../admin/timeline-steps'
import { DEMO_ACCOUNTS, expect, signInThroughForm, test } from '../fixtures'
import { LIVE_API_URL } from '../playwright.live.config'

test('live: fleet timeline moves by keyboard and drag, checked, undone and saved', async ({
  page,
}) => {
  test.slow()
  await page.goto('/auth')
  await signInThroughForm(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)
  await expect(page).toHaveURL(/\/$/)
  await timelineJourney(page, LIVE_API_URL)
})
