import type { Page } from '@playwright/test'
import { expect, FIRST_LOAD_TIMEOUT } from '../fixtures'

/** The demo bar, and the failures banner in it. */
export const demoBar = (page: Page) => page.getByRole('complementary', { name: 'Demo' })
export const failuresBanner = (page: Page) =>
  demoBar(page).getByRole('status', { name: 'Failures on demand' })

/** The Backend panel, opened from the bar on the given tab. */
export async function openPanel(page: Page, tab: 'Failures' | 'Request log') {
  await demoBar(page).getByRole('button', { name: 'Backend' }).click()
  const panel = page.getByRole('complementary', { name: 'Demo backend' })
  // Its code is downloaded on first use, which takes a while on a busy machine.
  await expect(panel).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  await panel.getByRole('tab', { name: tab }).click()
  return panel
}

export async function closePanel(page: Page) {
  await page.keyboard.press('Escape')
  await expect(page.getByRole('complementary', { name: 'Demo backend' })).toBeHidden()
}

/**
 * Switches a family's failure on from the Failures tab with the keyboard's selects, as a
 * developer does, and closes the panel.
 */
export async function switchFailure(
  page: Page,
  family: string,
  failure: string,
  lasts: 'Until turned off' | 'Next call only' = 'Until turned off',
) {
  const panel = await openPanel(page, 'Failures')
  const group = panel.getByRole('group', { name: family })
  await group.getByLabel('Lasts').selectOption({ label: lasts })
  await group.getByLabel('Failure').selectOption({ label: failure })
  await closePanel(page)
}
