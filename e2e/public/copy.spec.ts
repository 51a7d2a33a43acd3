import { expect, test } from '../fixtures'

// Customers cannot cancel a booking themselves and there is no comparison view: the public
// pages must not promise either.
const BROKEN_PROMISES = /free cancellation|cancel free|side by side|change plans for free|compare/i

for (const path of ['/', '/about', '/vehicles', '/contact']) {
  test(`${path} promises nothing the product does not do`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('contentinfo')).toBeVisible({ timeout: 20_000 })
    await expect(page.locator('main')).not.toContainText(BROKEN_PROMISES)
  })
}
