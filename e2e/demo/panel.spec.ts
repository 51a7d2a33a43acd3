import { expect, FIRST_LOAD_TIMEOUT, openStarted, test } from '../fixtures'
import { bar, panel } from './panel-helpers'

test('the panel loads on first use, works from the keyboard and gives focus back', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await openStarted(page, './')
  const backend = bar(page).getByRole('button', { name: 'Backend' })
  await expect(backend).toBeEnabled({ timeout: FIRST_LOAD_TIMEOUT })
  await expect(panel(page)).toHaveCount(0)
  const before = scripts.length

  await backend.focus()
  await page.keyboard.press('Enter')
  await expect(panel(page)).toBeVisible()
  // Its code came only now.
  expect(scripts.length).toBeGreaterThan(before)
  await expect(panel(page).getByRole('heading', { level: 2, name: 'Demo backend' })).toBeVisible()
  const scenariosTab = panel(page).getByRole('tab', { name: 'Scenarios' })
  await expect(scenariosTab).toHaveAttribute('aria-selected', 'true')

  // Arrow keys move between the tabs; Enter shows the one with focus.
  await scenariosTab.focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  const snapshotsTab = panel(page).getByRole('tab', { name: 'Snapshots' })
  await expect(snapshotsTab).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(snapshotsTab).toHaveAttribute('aria-selected', 'true')
  await expect(panel(page).getByRole('button', { name: 'Download snapshot' })).toBeVisible()

  // It is modal: Tab and Shift+Tab never reach the page behind it.
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press(key)
      expect(await panel(page).evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
  }

  await page.keyboard.press('Escape')
  await expect(panel(page)).toBeHidden()
  await expect(backend).toBeFocused()

  // The close button too, and opening again keeps the tab last shown.
  await page.keyboard.press('Enter')
  await expect(panel(page)).toBeVisible()
  await expect(snapshotsTab).toHaveAttribute('aria-selected', 'true')
  await panel(page).getByRole('button', { name: 'Close the demo backend panel' }).click()
  await expect(panel(page)).toBeHidden()
  await expect(backend).toBeFocused()
})

test('on a phone the panel takes the whole width and the bar stays one line', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await openStarted(page, './')
  await expect(bar(page).getByText('Scenario:', { exact: true })).toBeAttached()
  expect((await bar(page).boundingBox())?.height ?? 0).toBeLessThan(60)
  await bar(page).getByRole('button', { name: 'Demo controls' }).click()
  await bar(page).getByRole('button', { name: 'Backend' }).click()
  await expect(panel(page)).toBeVisible()
  // Once it has slid in: from the left edge to the right one.
  await expect
    .poll(async () => {
      const box = await panel(page).boundingBox()
      return box && [Math.round(box.x), Math.round(box.width)]
    })
    .toEqual([0, 375])
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(375)
})
