import { type RunningMockServer, startMockServer } from '../server'
import { createTestClient } from '../test-client'
import { failureMessage } from './failure-handler'

// Fault patterns beyond one status, over HTTP (docs/embedded-backend.md).
let running: RunningMockServer
beforeAll(async () => {
  running = await startMockServer({ port: 0, log: false })
})
afterAll(() => running.close())

const control = (path: string, init?: RequestInit) =>
  fetch(`${running.url.replace(/\/car-rental\/api$/, '/__mock')}${path}`, init)
const setFailures = (body: unknown) =>
  control('/failures', { method: 'POST', body: JSON.stringify(body) })
const fleet = (init?: RequestInit) => fetch(`${running.url}/car/visitors/all`, init)

beforeEach(async () => {
  await control('/failures', { method: 'DELETE' })
})

describe('fault patterns', () => {
  it('fail-then-ok:N answers 500 in the error shape N times, then the family is normal', async () => {
    expect((await setFailures({ fleet: 'fail-then-ok:2' })).status).toBe(200)
    const first = await fleet()
    expect(first.status).toBe(500)
    expect(await first.json()).toMatchObject({ status: 500, message: failureMessage('fleet') })
    expect(await (await control('/failures')).json()).toEqual({ fleet: 'fail-then-ok:1' })
    expect((await fleet()).status).toBe(500)
    expect((await fleet()).status).toBe(200)
    expect(await (await control('/failures')).json()).toEqual({})
    // Other families never fail meanwhile.
    const api = createTestClient(running.url)
    await setFailures({ fleet: 'fail-then-ok:5' })
    expect((await api.call('/user')).status).toBe(401)
  })

  it('rate:P fails each call with chance P as a 500', async () => {
    await setFailures({ fleet: 'rate:1' })
    for (let i = 0; i < 5; i++) expect((await fleet()).status).toBe(500)
    await setFailures({ fleet: 'rate:0' })
    for (let i = 0; i < 5; i++) expect((await fleet()).status).toBe(200)
    await setFailures({ fleet: 'rate:0.5' })
    const statuses = new Set<number>()
    // Forty calls at even odds: all alike about once in a trillion runs.
    for (let i = 0; i < 40; i++) statuses.add((await fleet()).status)
    expect([...statuses].sort()).toEqual([200, 500])
  })

  it('timeout gives no answer until the client gives up; the server goes on', async () => {
    await setFailures({ fleet: 'timeout' })
    const started = Date.now()
    await expect(fleet({ signal: AbortSignal.timeout(400) })).rejects.toThrow()
    expect(Date.now() - started).toBeGreaterThanOrEqual(390)
    await control('/failures', { method: 'DELETE' })
    expect((await fleet()).status).toBe(200)
  })

  it('reset drops the connection after the headers', async () => {
    await setFailures({ fleet: 'reset' })
    const response = await fleet()
    expect(response.status).toBe(500)
    await expect(response.text()).rejects.toThrow()
    expect((await fleet()).status).toBe(500)
  })

  it('refuses a pattern out of range with 400', async () => {
    for (const kind of ['fail-then-ok:0', 'fail-then-ok', 'rate:1.5', 'rate:-1', 'rate:0.5:once']) {
      const refused = await setFailures({ fleet: kind })
      expect(refused.status).toBe(400)
    }
    expect(await (await control('/failures')).json()).toEqual({})
  })
})
