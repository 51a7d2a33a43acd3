import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * Serious and critical axe findings on the whole page, as readable lines (empty when clean).
 * Third-party frames (the contact map) are not ours to audit and may not load offline.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A hover state left by the last click is not what the page looks like at rest, and with
  // reduced motion the theme's colour transitions end at once, so contrast is measured settled.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.mouse.move(0, 0)
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
