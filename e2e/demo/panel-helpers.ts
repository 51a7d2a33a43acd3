import type { Locator, Page } from '@playwright/test'
import { expect, FIRST_LOAD_TIMEOUT, mainNav } from '../fixtures'

/** The demo bar. */
export const bar = (page: Page) => page.getByRole('complementary', { name: 'Demo' })

/** The failures banner in the bar, there while any failure on demand is on. */
export const failuresBanner = (page: Page) =>
  bar(page).getByRole('status', { name: 'Failures on demand' })

/** The demo's control panel (a dialog). */
export const panel = (page: Page) => page.getByRole('dialog', { name: 'Demo backend' })

/** The scenario badge of the bar, read as "Scenario: Busy weekend" (its words, not its look). */
export const scenarioBadge = (page: Page) =>
  bar(page).getByText('Scenario:', { exact: true }).locator('..')

/**
 * Opens the control panel from the bar's Backend button (on a phone, after unfolding the
 * bar) and shows the tab named `tab`.
 */
export async function openPanel(page: Page, tab: string): Promise<Locator> {
  const backend = bar(page).getByRole('button', { name: 'Backend' })
  const fold = bar(page).getByRole('button', { name: 'Demo controls', exact: true })
  if (await fold.isVisible()) await fold.click()
  await expect(backend).toBeEnabled({ timeout: FIRST_LOAD_TIMEOUT })
  await backend.click()
  await expect(panel(page)).toBeVisible()
  await panel(page).getByRole('tab', { name: tab }).click()
  return panel(page)
}

/**
 * Switches to a scenario as a person does: the panel, the scenario's Use button, the
 * question answered Switch; waits for the page to come back with that scenario in the bar.
 * `beforeSwitch` runs once the question is asked, so that what it sets up in the page sees
 * the whole switch (a switch may reload the page before a later step could run).
 */
export async function useScenario(
  page: Page,
  label: string,
  beforeSwitch: () => Promise<void> = async () => undefined,
): Promise<void> {
  const scenarios = await openPanel(page, 'Scenarios')
  await scenarios.getByRole('button', { name: `Use ${label}` }).click()
  const question = page.getByRole('dialog', { name: 'Switch scenario' })
  await expect(question).toContainText(`Switch the demo data to ${label}?`)
  const switchButton = question.getByRole('button', { name: 'Switch' })
  await expect(switchButton).toBeEnabled()
  await beforeSwitch()
  const reloaded = page.waitForEvent('load', { timeout: 60_000 })
  await switchButton.click()
  await reloaded
  await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  await expect(page.getByText(`${label} is in use.`)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  await expect(scenarioBadge(page)).toHaveText(`Scenario: ${label}`)
}

export async function closePanel(page: Page) {
  await page.keyboard.press('Escape')
  await expect(panel(page)).toBeHidden()
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
  const failures = await openPanel(page, 'Failures')
  const group = failures.getByRole('group', { name: family })
  await group.getByLabel('Lasts').selectOption({ label: lasts })
  await group.getByLabel('Failure').selectOption({ label: failure })
  await closePanel(page)
}
