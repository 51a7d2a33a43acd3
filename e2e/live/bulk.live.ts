import { bulkJourney } from '../admin/bulk-steps'
import { DEMO_ACCOUNTS, expect, signInThroughForm, test } from '../fixtures'
import { LIVE_API_URL } from '../playwright.live.config'

test('live: bulk status change, undone delete, built-in user skipped', async ({ page }) => {
  test.slow()
  await page.goto('/auth')
  await signInThroughForm(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)
  await expect(page).toHaveURL(/\/$/)
  await bulkJourney(page, LIVE_API_URL)
})
