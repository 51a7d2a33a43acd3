import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { API_BASE_PATH } from '../../src/domain/api-base'
import { expect, FIRST_LOAD_TIMEOUT, openStarted, test } from '../fixtures'
import { bar, closePanel, openPanel } from './panel-helpers'

// The twin beside a real backend (docs/embedded-backend.md): a family routed from the panel,
// named by the banner, marked in the log, a response that breaks the contract marked with its
// rule, and the log downloaded as HAR. A stand-in upstream serves one car whose luggage is
// 2.5 (the contract wants an integer; the app shows it).

const CAR = {
  id: 901,
  model: 'Upstream Roadster',
  doors: 2,
  seats: 2,
  luggage: 2.5,
  transmission: 'Automatic',
  airConditioning: true,
  age: 1,
  pricePerHour: 99,
  fuelType: 'Electricity',
  image: ['upstream-picture'],
  builtIn: false,
}
// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

let upstream: Server
let upstreamUrl: string
test.beforeAll(async () => {
  upstream = createServer((req, res) => {
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' }
    const path = (req.url ?? '').split('?')[0]
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end()
    if (path === `${API_BASE_PATH}/car/visitors/all`) {
      return void res
        .writeHead(200, { ...cors, 'Content-Type': 'application/json' })
        .end(JSON.stringify([CAR]))
    }
    if (path?.startsWith(`${API_BASE_PATH}/files/display/`)) {
      return void res.writeHead(201, { ...cors, 'Content-Type': 'image/png' }).end(PNG)
    }
    res.writeHead(404, { ...cors, 'Content-Type': 'application/json' }).end('{}')
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}${API_BASE_PATH}`
})
test.afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())))

// The upstream is on another origin than the demo, which the demo's policy does not name
// (a build with UPSTREAM_URL names it).
test.use({ bypassCSP: true, acceptDownloads: true })

test('the fleet routed to a real backend: banner, log marks, a contract mark and a HAR file', async ({
  page,
  contractDrift,
}) => {
  test.slow()
  contractDrift.allow(/^\$\[0\]\.luggage: expected an integer/)
  await openStarted(page, './')

  // Routing: no upstream yet, so the families cannot leave the twin.
  const routing = await openPanel(page, 'Routing')
  await expect(routing.getByText('No real backend set')).toBeVisible()
  const fleetMode = routing
    .getByRole('group', { name: 'Car lists and pictures' })
    .getByLabel('Answered by')
  await expect(fleetMode).toBeDisabled()
  const address = routing.getByLabel('Real backend address')
  await address.pressSequentially(upstreamUrl)
  await address.press('Enter')
  await expect(routing.getByText(`Real backend: ${upstreamUrl}`)).toBeVisible()
  await fleetMode.selectOption({ label: 'Real backend' })
  await closePanel(page)
  const banner = bar(page).getByRole('status', { name: 'Real backend' })
  await expect(banner).toHaveText(/Not the twin: fleet — real backend/)

  // A reload keeps the tab's routes; the car list is the upstream's.
  await page.goto('vehicles')
  await expect(page.getByRole('link', { name: `View details of ${CAR.model}` })).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  })
  await expect(banner).toBeVisible()

  // The log says who answered, and marks the response that breaks the contract with its rule.
  const log = await openPanel(page, 'Request log')
  const calls = log.getByRole('list', { name: 'Calls, newest first' })
  const list = calls.getByRole('button', { name: /^200 GET \/car\/visitors\/all/ }).first()
  await expect(list).toContainText('real backend')
  await expect(list).toContainText('Breaks the contract')
  await expect(
    log.getByText(/One response breaks the contract|responses break the contract/),
  ).toBeVisible()
  await list.click()
  await expect(log.getByText('Contract: held to "getVehicles: the whole fleet"')).toBeVisible()
  await expect(
    log.getByText('$[0].luggage: expected an integer (rule "integer"), got 2.5'),
  ).toBeVisible()

  // Download HAR: a HAR 1.2 file with the calls, the routed one marked.
  const downloading = page.waitForEvent('download')
  await log.getByRole('button', { name: 'Download HAR' }).click()
  const file = await downloading
  expect(file.suggestedFilename()).toMatch(/^autovia-log-\d{4}-\d{2}-\d{2}\.har$/)
  const har = JSON.parse(readFileSync((await file.path())!, 'utf8'))
  expect(har.log.version).toBe('1.2')
  const fleetCalls = har.log.entries.filter((e: { request: { url: string } }) =>
    e.request.url.endsWith('/car/visitors/all'),
  )
  expect(fleetCalls.map((e: { _answeredBy?: string }) => e._answeredBy)).toEqual(
    fleetCalls.map(() => 'real'),
  )
  expect(fleetCalls[0]).toMatchObject({
    request: { method: 'GET', httpVersion: 'HTTP/1.1' },
    response: { status: 200, content: { mimeType: expect.stringMatching(/json/) } },
  })
  await closePanel(page)

  // One click puts every family back on the twin.
  await banner.getByRole('button', { name: 'All to the twin' }).click()
  await expect(banner).toHaveCount(0)
})
