import dayjs from 'dayjs'
import { seriousViolations } from '../a11y'
import { apiCall } from '../admin/admin-helpers'
import {
  expect,
  FIRST_LOAD_TIMEOUT,
  fleet,
  mainNav,
  openStarted,
  retype,
  signInAsNewCustomer,
  test,
} from '../fixtures'
import { demoUrl } from './demo-path'
import { bar, openPanel, panel, scenarioBadge, useScenario } from './panel-helpers'

const bookingForm = (page: import('@playwright/test').Page) =>
  page.getByRole('form', { name: 'Booking' })

test('Busy weekend: a weekend booking of a busy car meets "not available"', async ({ page }) => {
  test.slow()
  await openStarted(page, './')
  await expect(scenarioBadge(page)).toHaveText('Scenario: Everyday')
  await useScenario(page, 'Busy weekend')
  await signInAsNewCustomer(page)
  // The Sunday after the coming Saturday (today's, on a Saturday), by the page's clock: a
  // day of the next two weekends that is never in the past.
  const now = dayjs(await page.evaluate(() => Date.now()))
  const sunday = now.add(((6 - now.day() + 7) % 7) + 1, 'day').format('YYYY-MM-DD')
  // One car in six stays free for a prospect to find; the others are booked through.
  const car = (await fleet(page)).find((v) => v.id % 6 !== 0)!
  await page.goto(`vehicles/${car.id}`)
  const form = bookingForm(page)
  await expect(form).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  const field = (label: string) => form.getByLabel(label, { exact: true })
  await retype(field('Pick up location'), 'JFK Airport', { leave: true })
  await retype(field('Drop off location'), 'Hudson Yards', { leave: true })
  await retype(field('Pick up date'), sunday, { leave: true })
  await retype(field('Pick up time'), '10:00', { leave: true })
  await retype(field('Drop off date'), sunday, { leave: true })
  await retype(field('Drop off time'), '13:30', { leave: true })
  await form.getByRole('button', { name: 'Check Avaliabilty' }).click()
  await expect(
    form.getByText(
      'The car you selected is not available in these days. Please select another one',
    ),
  ).toBeVisible()
})

test('First day: no reservations anywhere and a handful of cars', async ({ page }) => {
  test.slow()
  await openStarted(page, './')
  await useScenario(page, 'First day')
  // The notice opens below the bar: over its buttons, it took the clicks meant for them.
  const notice = page.getByText('First day is in use.')
  const [noticeBox, barBox] = await Promise.all([notice.boundingBox(), bar(page).boundingBox()])
  expect(noticeBox!.y).toBeGreaterThanOrEqual(barBox!.y + barBox!.height)
  const viewAs = bar(page).getByRole('group', { name: 'View as' })

  // Every empty state offers the way on.
  await viewAs.getByRole('button', { name: 'Customer' }).click()
  await expect(page).toHaveURL(demoUrl('user/reservations'))
  await expect(page.getByText('No reservation', { exact: true })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Browse the cars' })).toBeVisible()

  await viewAs.getByRole('button', { name: 'Administrator' }).click()
  await expect(page).toHaveURL(demoUrl('admin'))
  // The weekly chart has nothing to draw: it says so instead of a bare axis.
  const chart = page.getByRole('region', { name: 'Reservations per week' })
  await expect(chart.getByText('No pick-ups in these weeks')).toBeVisible()
  await expect(chart.locator('canvas')).toHaveCount(0)
  await page.goto('admin/reservations')
  await expect(page.getByText('No reservation', { exact: true })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'See the fleet' }).click()
  await expect(page).toHaveURL(demoUrl('admin/vehicles'))

  await page.goto('vehicles')
  await expect(page.getByRole('heading', { level: 1, name: 'Our Cars' })).toBeVisible()
  const cards = page.getByRole('list', { name: 'Cars' }).getByRole('article')
  await expect(cards.first()).toBeVisible()
  const count = await cards.count()
  expect(count).toBeGreaterThan(0)
  expect(count).toBeLessThanOrEqual(10)
})

test('Large fleet: switched to with no long task, the admin reservations table holds 10,000 rows; the fleet timeline scrolls a month', {
  tag: '@quiet',
}, async ({ page }) => {
  test.setTimeout(180_000)
  await openStarted(page, './')
  // Every long task from the click on Switch to the page's reload (the browser's own record of
  // them, with no throttling): the page never freezes while the data is made.
  const longTasks: number[] = []
  await page.exposeBinding('reportLongTask', (_source, ms: number) => longTasks.push(ms))
  await useScenario(page, 'Large fleet', async () => {
    await page.evaluate(() => {
      const report = (window as unknown as { reportLongTask: (ms: number) => void }).reportLongTask
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) report(entry.duration)
      }).observe({ type: 'longtask' })
    })
  })
  expect(longTasks.filter((ms) => ms > 200)).toEqual([])
  await bar(page)
    .getByRole('group', { name: 'View as' })
    .getByRole('button', { name: 'Administrator' })
    .click()
  await expect(page).toHaveURL(demoUrl('admin'))
  await page.goto('admin/reservations')
  await expect(page.getByText(/ of 10,?000$/)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  const cars = await apiCall<unknown[]>(page, 'GET', '/car/visitors/all')
  expect(cars.json).toHaveLength(500)

  // The fleet timeline over a month: 500 rows to scroll, only those in sight drawn.
  await page.goto('admin/timeline')
  await page.getByRole('button', { name: 'Month', exact: true }).click()
  const timeline = page.getByRole('region', { name: 'Timeline', exact: true })
  await expect(timeline.getByText('500 cars')).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  const rows = timeline.locator('.timeline__row')
  const drawn = async () => rows.count()
  expect(await drawn()).toBeLessThan(40)
  const firstCar = (await rows.first().textContent()) ?? ''
  await timeline.hover()
  for (let i = 0; i < 20; i++) await page.mouse.wheel(0, 1200)
  await expect.poll(() => timeline.evaluate((el) => el.scrollTop)).toBeGreaterThan(10_000)
  await expect(rows.first()).not.toHaveText(firstCar)
  expect(await drawn()).toBeLessThan(40)
  await page.mouse.wheel(2000, 0)
  await expect.poll(() => timeline.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
  await expect(timeline.getByRole('button', { name: /^Reservation #/ }).first()).toBeVisible()
})

test('the scenario survives a reload, shows in a second tab, and follows a switch made there', async ({
  page,
  pageErrors,
}) => {
  test.slow()
  await openStarted(page, './')
  await useScenario(page, 'First day')
  await page.reload()
  await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  await expect(scenarioBadge(page)).toHaveText('Scenario: First day', {
    timeout: FIRST_LOAD_TIMEOUT,
  })

  const other = await page.context().newPage()
  pageErrors.watch(other)
  await openStarted(other, './')
  await expect(scenarioBadge(other)).toHaveText('Scenario: First day')
  expect((await fleet(other)).length).toBeLessThanOrEqual(10)

  // A switch in the second tab: the first tab's bar catches up without a reload.
  await useScenario(other, 'Everyday')
  await expect(scenarioBadge(page)).toHaveText('Scenario: Everyday', {
    timeout: FIRST_LOAD_TIMEOUT,
  })
  expect((await fleet(page)).length).toBeGreaterThan(10)
})

test('switching asks first: Cancel, Escape or a click away change nothing', async ({ page }) => {
  await openStarted(page, './')
  const scenarios = await openPanel(page, 'Scenarios')
  const everyday = scenarios.getByRole('listitem').filter({ hasText: 'Everyday' })
  await expect(everyday).toHaveAttribute('aria-current', 'true')
  await expect(everyday).toContainText('In use')
  await expect(scenarios.getByRole('listitem')).toHaveCount(5)

  const use = scenarios.getByRole('button', { name: 'Use First day' })
  await use.focus()
  await page.keyboard.press('Enter')
  const question = page.getByRole('dialog', { name: 'Switch scenario' })
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(question).toBeHidden()
  await use.click()
  await expect(question).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(question).toBeHidden()
  await expect(panel(page)).toBeVisible()
  await expect(scenarioBadge(page)).toHaveText('Scenario: Everyday')
  expect((await fleet(page)).length).toBeGreaterThan(10)
})

test('a question from the panel keeps the keyboard in it and gives focus back', async ({
  page,
}) => {
  await openStarted(page, './')
  const scenarios = await openPanel(page, 'Scenarios')
  const use = scenarios.getByRole('button', { name: 'Use Busy weekend' })
  await use.focus()
  await page.keyboard.press('Enter')
  const question = page.getByRole('dialog', { name: 'Switch scenario' })
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused()
  expect(await seriousViolations(page)).toEqual([])
  // Tab and Shift+Tab go round its own buttons, never to the panel behind it.
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press(key)
      expect(await question.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
  }
  await page.keyboard.press('Escape')
  await expect(question).toBeHidden()
  await expect(panel(page)).toBeVisible()
  await expect(use).toBeFocused()
  // Its close button answers Cancel too, focus back on the button that asked.
  await page.keyboard.press('Enter')
  await question.getByRole('button', { name: 'Close' }).click()
  await expect(question).toBeHidden()
  await expect(use).toBeFocused()
  await expect(scenarioBadge(page)).toHaveText('Scenario: Everyday')
})

test('on a phone the notice after a switch opens below the folded bar', async ({ page }) => {
  test.slow()
  await page.setViewportSize({ width: 375, height: 740 })
  await openStarted(page, './')
  await useScenario(page, 'Busy weekend')
  const notice = page.getByText('Busy weekend is in use.')
  const toggle = bar(page).getByRole('button', { name: 'Demo controls' })
  const [noticeBox, barBox] = await Promise.all([notice.boundingBox(), bar(page).boundingBox()])
  expect(noticeBox!.y).toBeGreaterThanOrEqual(barBox!.y + barBox!.height)
  // So the bar's own button takes the first tap, not the notice.
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(notice).toBeVisible()
})

test('Reset data starts the scenario in use again, as its question says', async ({ page }) => {
  test.slow()
  await openStarted(page, './')
  await useScenario(page, 'First day')
  // The notice opens below the bar: over its buttons, it took the clicks meant for them.
  const notice = page.getByText('First day is in use.')
  const [noticeBox, barBox] = await Promise.all([notice.boundingBox(), bar(page).boundingBox()])
  expect(noticeBox!.y).toBeGreaterThanOrEqual(barBox!.y + barBox!.height)
  const viewAs = bar(page).getByRole('group', { name: 'View as' })
  await viewAs.getByRole('button', { name: 'Administrator' }).click()
  await expect(page).toHaveURL(demoUrl('admin'))
  const cars = await apiCall<Array<{ id: number; builtIn: boolean }>>(
    page,
    'GET',
    '/car/visitors/all',
  )
  const removable = cars.json.find((car) => !car.builtIn)!
  expect((await apiCall(page, 'DELETE', `/car/admin/${removable.id}/auth`)).status).toBe(200)
  expect(await fleet(page)).toHaveLength(cars.json.length - 1)

  await bar(page).getByRole('button', { name: 'Reset data' }).click()
  const question = page.getByRole('dialog', { name: 'Reset data' })
  // The question's code downloads on this first use, which is slow on a busy machine.
  await expect(question).toContainText('the data starts again as First day', {
    timeout: FIRST_LOAD_TIMEOUT,
  })
  const reloaded = page.waitForEvent('load')
  await question.getByRole('button', { name: 'Reset' }).click()
  await reloaded
  await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  await expect(scenarioBadge(page)).toHaveText('Scenario: First day')
  expect(await fleet(page)).toHaveLength(cars.json.length)
})
