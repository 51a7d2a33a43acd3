import { readFileSync } from 'node:fs'
import { startUpstreamProcess, type UpstreamProcess } from '../../mocks/control/upstream-process'
import {
  DEMO_ACCOUNTS,
  expect,
  FIRST_LOAD_TIMEOUT,
  fleet,
  mainNav,
  openStarted,
  signInThroughForm,
  test,
} from '../fixtures'
import { bar, closePanel, openPanel } from './panel-helpers'

// Real traffic into a scenario (docs/embedded-backend.md): a second mock server stands in for
// production with its own data; the demo records what it answers while a person browses,
// saves it as a scenario file with people replaced by stand-ins, and loads it as its data.

let upstream: UpstreamProcess
/** What the stand-in production holds, read over HTTP as an administrator. */
let people: Array<{ email: string; phoneNumber: string; firstName: string }>
let cars: Array<{ id: number; model: string }>
test.beforeAll(async () => {
  upstream = await startUpstreamProcess(['--scenario', 'first-day', '--seed', '41'])
  const post = await fetch(`${upstream.url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: DEMO_ACCOUNTS.admin.email,
      password: DEMO_ACCOUNTS.admin.password,
    }),
  })
  const { token } = (await post.json()) as { token: string }
  const auth = { headers: { Authorization: `Bearer ${token}` } }
  people = await (await fetch(`${upstream.url}/user/auth/all`, auth)).json()
  cars = await (await fetch(`${upstream.url}/car/visitors/all`)).json()
})
test.afterAll(() => upstream?.stop())

// The upstream is on another origin than the demo, which the demo's policy does not name.
test.use({ bypassCSP: true, acceptDownloads: true })

test('record the real backend while browsing, save it as a scenario, load it as the data', async ({
  page,
  pageErrors,
}) => {
  test.slow()
  // After the load every family is back on the twin, which never issued the upstream's token.
  pageErrors.allow(/status of 401/)
  await openStarted(page, './')

  // No upstream: nothing to record.
  let snapshots = await openPanel(page, 'Snapshots')
  await expect(snapshots.getByRole('heading', { name: 'Record the real backend' })).toHaveCount(0)

  // Sign-in, the fleet and the administration go to the real backend.
  await snapshots.getByRole('tab', { name: 'Routing' }).click()
  const routing = snapshots
  const address = routing.getByLabel('Real backend address')
  await address.pressSequentially(upstream.url)
  await address.press('Enter')
  for (const family of ['Sign-in and registration', 'Car lists and pictures', 'Administration']) {
    await routing
      .getByRole('group', { name: family })
      .getByLabel('Answered by')
      .selectOption({ label: 'Real backend' })
  }
  await closePanel(page)
  await page.goto('auth')
  await signInThroughForm(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)
  const admin = people.find((person) => person.email === DEMO_ACCOUNTS.admin.email)!
  const account = mainNav(page).getByRole('button', { name: admin.firstName })
  await expect(account).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })

  // Record, then browse as a person does (a reload would end the recording).
  snapshots = await openPanel(page, 'Snapshots')
  await snapshots.getByRole('button', { name: 'Record' }).click()
  // The page's data is asked for again at once, so what is on screen is recorded too.
  await expect(snapshots.getByText(/^Recording: \d+ records? seen so far\.$/)).toBeVisible()
  await closePanel(page)
  await mainNav(page).getByRole('link', { name: 'Cars' }).click()
  await expect(page.getByRole('list', { name: 'Cars' }).getByRole('article')).toHaveCount(
    cars.length,
  )
  await account.click()
  await page.getByRole('menuitem', { name: 'Admin Panel' }).click()
  await page.getByRole('link', { name: 'User Management' }).first().click()
  await expect(page.getByText(people[0]!.email).first()).toBeVisible()

  snapshots = await openPanel(page, 'Snapshots')
  await expect(snapshots.getByText(/^Recording: [1-9]\d* records? seen so far\.$/)).toBeVisible()
  await snapshots.getByRole('button', { name: 'Stop recording' }).click()
  await expect(snapshots.getByText(/^Stopped: \d+ records recorded\.$/)).toBeVisible()

  // Save as scenario: a snapshot file with the records and none of the people's own details.
  const downloading = page.waitForEvent('download')
  await snapshots.getByRole('button', { name: 'Save as scenario' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^autovia-recorded-\d{4}-\d{2}-\d{2}\.json$/)
  const text = readFileSync((await download.path())!, 'utf8')
  const file = JSON.parse(text) as {
    format: string
    users: Array<{ email: string }>
    vehicles: Array<{ id: number }>
  }
  expect(file.format).toBe('autovia-snapshot')
  expect(file.vehicles.map((car) => car.id).sort()).toEqual(cars.map((car) => car.id).sort())
  expect(file.users.length).toBeGreaterThanOrEqual(people.length)
  for (const person of people) {
    expect(text.toLowerCase()).not.toContain(person.email.toLowerCase())
    expect(text).not.toContain(person.phoneNumber)
  }
  expect(text).not.toContain(DEMO_ACCOUNTS.admin.password)

  // Load as demo data: asked first, then the twin's data is the recorded one.
  const reloaded = page.waitForEvent('load')
  await snapshots.getByRole('button', { name: 'Load as demo data' }).click()
  const question = page.getByRole('dialog', { name: 'Load snapshot' })
  await expect(question).toContainText(/Load autovia-recorded-.*\.json\?/)
  await question.getByRole('button', { name: 'Load' }).click()
  await reloaded
  await expect(page.getByText('Snapshot loaded: its dates are as saved.')).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  })
  await bar(page).getByRole('button', { name: 'All to the twin' }).click()
  const twinFleet = await fleet(page)
  expect(twinFleet.map((car) => car.id).sort()).toEqual(cars.map((car) => car.id).sort())
})
