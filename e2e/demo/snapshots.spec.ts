import { readFile, writeFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { apiCall } from '../admin/admin-helpers'
import {
  expect,
  FIRST_LOAD_TIMEOUT,
  mainNav,
  openStarted,
  signInAsNewCustomer,
  signInThroughForm,
  test,
} from '../fixtures'
import { openPanel, panel, scenarioBadge, useScenario } from './panel-helpers'

// Far beyond every seeded reservation, so the hours are free in a fresh database.
const sent = (days: number, hour: number) => {
  const d = new Date()
  d.setDate(d.getDate() + days)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${two(d.getMonth() + 1)}/${two(d.getDate())}/${d.getFullYear()} ${two(hour)}:00:00`
}

/** Books the first car for the signed-in customer, through the API. */
async function bookFarAhead(page: Page): Promise<void> {
  const cars = await apiCall<Array<{ id: number }>>(page, 'GET', '/car/visitors/all')
  const booked = await apiCall(page, 'POST', `/reservations/add?carId=${cars.json[0]!.id}`, {
    pickUpTime: sent(420, 9),
    dropOfTime: sent(420, 12),
    pickUpLocation: 'Snapshot Pier',
    dropOfLocation: 'Hudson Yards',
  })
  expect(booked.status).toBe(201)
}

/** Downloads a snapshot through the panel and returns the file's text. */
async function downloadSnapshot(page: Page): Promise<string> {
  const tab = await openPanel(page, 'Snapshots')
  const downloading = page.waitForEvent('download')
  await tab.getByRole('button', { name: 'Download snapshot' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^autovia-snapshot-\d{4}-\d{2}-\d{2}\.json$/)
  return readFile(await download.path(), 'utf8')
}

/** Picks a file with the Load snapshot button's file chooser. */
async function chooseSnapshot(page: Page, name: string, text: string): Promise<void> {
  const tab = await openPanel(page, 'Snapshots')
  const choosing = page.waitForEvent('filechooser')
  await tab.getByRole('button', { name: /^Load snapshot/ }).click()
  const chooser = await choosing
  await chooser.setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) })
}

/** Picks a file with the Load snapshot button's file chooser and answers Load. */
async function loadSnapshot(page: Page, name: string, text: string): Promise<void> {
  await chooseSnapshot(page, name, text)
  const question = page.getByRole('dialog', { name: 'Load snapshot' })
  await expect(question).toContainText(`Load ${name}?`)
  await question.getByRole('button', { name: 'Load' }).click()
}

const pickUpCells = (page: Page) => page.locator('td[data-label="Pick up"]')

test('a snapshot downloaded in one browser loads in a fresh one with the same data', async ({
  page,
  browser,
  baseURL,
  pageErrors,
}) => {
  test.slow()
  const customer = await signInAsNewCustomer(page, 'Ada')
  await bookFarAhead(page)
  const text = await downloadSnapshot(page)
  const file = JSON.parse(text) as { format: string; version: number; users: unknown[] }
  expect(file.format).toBe('autovia-snapshot')
  expect(file.version).toBe(1)

  // Another browser (its own storage): the customer does not exist there until the load.
  const fresh = await browser.newContext({ baseURL })
  const other = await fresh.newPage()
  pageErrors.watch(other)
  await openStarted(other, './')
  const reloaded = other.waitForEvent('load')
  await loadSnapshot(other, 'handed-on.json', text)
  await reloaded
  await expect(mainNav(other)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  await expect(other.getByText('Snapshot loaded: its dates are as saved.')).toBeVisible()
  await expect(scenarioBadge(other)).toHaveText('Scenario: Everyday')

  await other.goto('auth')
  await signInThroughForm(other, customer.email, customer.password)
  await expect(mainNav(other).getByRole('button', { name: 'Ada' })).toBeVisible()
  await other.goto('user/reservations')
  await expect(pickUpCells(other)).toHaveCount(1)
  // Saved in the fresh browser too: a reload keeps it.
  await other.reload()
  await expect(pickUpCells(other)).toHaveCount(1, { timeout: FIRST_LOAD_TIMEOUT })
  await fresh.close()
})

test('every kind of bad snapshot is refused with its message as it is chosen, the data untouched', async ({
  page,
}) => {
  test.slow()
  await signInAsNewCustomer(page)
  await bookFarAhead(page)
  const good = await downloadSnapshot(page)
  await page.keyboard.press('Escape')
  await expect(panel(page)).toBeHidden()
  const file = JSON.parse(good) as { reservations: Array<{ id: number; carId: number }> }
  const broken = structuredClone(file)
  broken.reservations[0]!.carId = 999_999
  const bad: Array<[string, string, string]> = [
    ['notes.json', 'these are not the data you are looking for', 'it is not valid JSON'],
    ['other.json', '{"hello": "world"}', 'it is not an Autovia snapshot'],
    [
      'future.json',
      JSON.stringify({ ...file, version: 2 }),
      'it is a snapshot of version 2; this version reads version 1',
    ],
    [
      'cut.json',
      good.slice(0, Math.floor(good.length / 2)),
      'it is not valid JSON (is it truncated?)',
    ],
    [
      'broken.json',
      JSON.stringify(broken),
      `reservation ${broken.reservations[0]!.id} is for car 999999, which is not in the file`,
    ],
  ]
  const question = page.getByRole('dialog', { name: 'Load snapshot' })
  for (const [name, text, reason] of bad) {
    await chooseSnapshot(page, name, text)
    const refusal = panel(page).getByRole('alert')
    await expect(refusal).toContainText(`This file cannot be loaded: ${reason}`)
    await expect(refusal).toContainText('The data in use is unchanged.')
    // Refused before anyone is asked to replace the data with it.
    await expect(question).toHaveCount(0)
    // Closed by a click beside it, as a person leaves a drawer.
    await page.mouse.click(10, 400)
    await expect(panel(page)).toBeHidden()
  }
  await page.reload()
  await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  await expect(scenarioBadge(page)).toHaveText('Scenario: Everyday')
  await page.goto('user/reservations')
  await expect(pickUpCells(page)).toHaveCount(1)
})

test('a snapshot of Large fleet is checked and loaded with no long task', {
  tag: '@quiet',
}, async ({ page }) => {
  test.setTimeout(180_000)
  await openStarted(page, './')
  await useScenario(page, 'Large fleet')
  // Chosen by its path, as a person's pick: a file handed over as bytes is decoded by
  // Playwright's script in the page, a long task that is not the demo's.
  const path = test.info().outputPath('large-fleet.json')
  await writeFile(path, await downloadSnapshot(page))
  await page.keyboard.press('Escape')
  const tab = await openPanel(page, 'Snapshots')
  const choosing = page.waitForEvent('filechooser')
  await tab.getByRole('button', { name: /^Load snapshot/ }).click()
  const chooser = await choosing
  // Every long task from the choice (the file read and checked whole) to the page's reload
  // after the load (the browser's own record of them, with no throttling).
  const longTasks: number[] = []
  await page.exposeBinding('reportLongTask', (_source, ms: number) => longTasks.push(ms))
  await page.evaluate(() => {
    const report = (window as unknown as { reportLongTask: (ms: number) => void }).reportLongTask
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) report(entry.duration)
    }).observe({ type: 'longtask' })
  })
  await chooser.setFiles(path)
  // The question found by its classes: a search by role runs in the page, a long task of the
  // test's own on a large page.
  await expect(page.locator('.p-confirm-dialog')).toContainText('Load large-fleet.json?', {
    timeout: 60_000,
  })
  const reloaded = page.waitForEvent('load', { timeout: 120_000 })
  await page.locator('.p-confirm-dialog-accept').click()
  await reloaded
  expect(longTasks.filter((ms) => ms > 200)).toEqual([])
  await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  await expect(page.getByText('Snapshot loaded: its dates are as saved.')).toBeVisible()
  await expect(scenarioBadge(page)).toHaveText('Scenario: Large fleet')
})
