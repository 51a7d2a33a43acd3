import AxeBuilder from '@axe-core/playwright'
import { type Page, test } from '@playwright/test'

/**
 * Time an audit adds to its test's budget: axe over a large page (40 cards, a whole form) took
 * 20-35 s on a loaded 2-core machine, most of a test's usual 30 s.
 */
const AUDIT_TIME_MS = 30_000

/**
 * Serious and critical axe findings on the whole page, as readable lines (empty when clean).
 * Third-party frames (the contact map) are not ours to audit and may not load offline.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const info = test.info()
  info.setTimeout(info.timeout + AUDIT_TIME_MS)
  // A hover state left by the last click is not what the page looks like at rest, and with
  // reduced motion the theme's colour transitions end at once, so contrast is measured settled.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.mouse.move(0, 0)
  // Only violations are read here: axe then keeps one node of each passing or inapplicable
  // rule instead of all of them (its own option for large pages), about a quarter less time a
  // page (/vehicles: 5.0-5.5 s against 6.3-8.1 s on a loaded machine), the same violations.
  const results = await new AxeBuilder({ page })
    .exclude('iframe')
    .options({ resultTypes: ['violations'] })
    .analyze()
  const duplicates = (await duplicateLandmarkNames(page)).map(
    (name) => `serious duplicate landmark name: ${name}`,
  )
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    .concat(duplicates)
}

/**
 * Landmarks and regions that share an accessible name (screen reader users cannot tell them
 * apart), as "role: name" lines; empty when every one is unique.
 */
export async function duplicateLandmarkNames(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const implicit: Record<string, string> = {
      HEADER: 'banner',
      FOOTER: 'contentinfo',
      NAV: 'navigation',
      MAIN: 'main',
      ASIDE: 'complementary',
      SECTION: 'region',
      FORM: 'form',
    }
    const landmarks = ['banner', 'contentinfo', 'navigation', 'main', 'complementary', 'region']
    const nameOf = (el: Element) => {
      const label = el.getAttribute('aria-label')
      if (label) return label.trim()
      const ids = el.getAttribute('aria-labelledby') ?? ''
      return ids
        .split(/\s+/)
        .map((id) => (id ? (document.getElementById(id)?.textContent?.trim() ?? '') : ''))
        .join(' ')
        .trim()
    }
    const roleOf = (el: Element): string | undefined => {
      const explicit = el.getAttribute('role')
      if (explicit) return explicit
      const role = implicit[el.tagName]
      // A header or footer inside sectioning content is no banner or contentinfo landmark.
      const scoped = el.parentElement?.closest('article, aside, main, nav, section')
      if ((role === 'banner' || role === 'contentinfo') && scoped) return undefined
      return role
    }
    const seen = new Map<string, number>()
    for (const el of document.querySelectorAll(
      'header, footer, nav, main, aside, section, form, [role]',
    )) {
      const role = roleOf(el)
      if (!role || ![...landmarks, 'form', 'search'].includes(role)) continue
      const name = nameOf(el)
      // Unnamed sections and forms are no landmarks at all.
      if (!name && (role === 'region' || role === 'form')) continue
      const key = `${role}: ${name}`
      seen.set(key, (seen.get(key) ?? 0) + 1)
    }
    return [...seen].filter(([, count]) => count > 1).map(([key]) => key)
  })
}
