import {
  currentUser,
  DEMO_ACCOUNTS,
  expect,
  FIRST_LOAD_TIMEOUT,
  openStarted,
  test,
} from '../fixtures'
import { demoUrl } from './demo-path'
import { bar, openPanel, scenarioBadge } from './panel-helpers'

test('a demo link opens its scenario, persona and page in a fresh browser', async ({
  page,
  browser,
  baseURL,
  pageErrors,
}) => {
  test.slow()
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await openStarted(page, './')
  await bar(page)
    .getByRole('group', { name: 'View as' })
    .getByRole('button', { name: 'Customer' })
    .click()
  await expect(page).toHaveURL(demoUrl('user/reservations'))
  const panel = await openPanel(page, 'Scenarios')
  const field = panel.getByRole('textbox', { name: 'Demo link' })
  await expect(field).toHaveValue(/user\/reservations\?scenario=everyday&persona=customer$/)
  await panel.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByText('Demo link copied.')).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(await field.inputValue())

  // Someone else opens it with another scenario: their own browser, their own copy.
  const link = copied.replace('scenario=everyday', 'scenario=first-day')
  const visitor = await (await browser.newContext({ baseURL })).newPage()
  pageErrors.watch(visitor)
  await visitor.goto(link)
  await expect(visitor.getByText('Demo link opened: First day, as Customer.')).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  })
  await expect(visitor).toHaveURL(demoUrl('user/reservations'))
  await expect(scenarioBadge(visitor)).toHaveText('Scenario: First day')
  await expect(visitor.getByText('No reservation', { exact: true })).toBeVisible()
  expect((await currentUser(visitor)).email).toBe(DEMO_ACCOUNTS.customer.email)
  // The first browser's demo is its own: still Everyday, with the customer's trips.
  await page.keyboard.press('Escape')
  await expect(scenarioBadge(page)).toHaveText('Scenario: Everyday')
  await visitor.context().close()
})

test('a bad demo link opens the normal demo and says what it ignored', async ({ page }) => {
  await page.goto('vehicles?scenario=nope&persona=ghost&snapshot=../secret.json')
  await expect(page.getByText('The scenario "nope" is unknown and was ignored.')).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  })
  await expect(page.getByText('The persona "ghost" is unknown and was ignored.')).toBeVisible()
  await expect(page.getByText(/The snapshot \.\.\/secret\.json is not a file name/)).toBeVisible()
  await expect(page).toHaveURL(demoUrl('vehicles'))
  await expect(page.getByRole('heading', { level: 1, name: 'Our Cars' })).toBeVisible()
  await expect(scenarioBadge(page)).toHaveText('Scenario: Everyday')
})
