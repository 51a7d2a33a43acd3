import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type RunningMockServer, startMockServer } from '../server'
import { createTestClient } from '../test-client'
import { mockControl } from './mock-control'
import { startUpstreamProcess, type UpstreamProcess } from './upstream-process'

// A second mock:server stands in for production: it starts on the first-day scenario (8 cars),
// the twin beside it on everyday (40), so each response says which side answered.
let upstream: UpstreamProcess
let front: RunningMockServer
const lines: string[] = []

beforeAll(async () => {
  upstream = await startUpstreamProcess(['--scenario', 'first-day'])
  front = await startMockServer({
    port: 0,
    log: (line) => lines.push(line),
    upstream: upstream.url,
    routes: [['fleet', 'real']],
    upstreamTimeoutMs: 1_000,
  })
}, 60_000)
afterAll(async () => {
  await front?.close()
  await upstream?.stop()
})

const control = (path: string, init?: RequestInit) =>
  fetch(`${front.url.replace(/\/car-rental\/api$/, '/__mock')}${path}`, init)
const post = (path: string, body: unknown) =>
  control(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('mock:server --upstream: the twin beside a real backend', () => {
  beforeEach(async () => {
    await fetch(`${upstream.control}/failures`, { method: 'DELETE' })
    mockControl.routes.set([['fleet', 'real']])
  })

  it('starts with --route fleet=real: the fleet comes from the upstream, the rest from the twin', async () => {
    const api = createTestClient(front.url)
    const cars = await api.call('/car/visitors/all')
    expect(cars.status).toBe(200)
    expect(cars.body).toHaveLength(8)
    expect(cars.headers.get('x-mock-side')).toBe('real')
    const token = await api.loginAdmin()
    const users = await api.call('/user/auth/all', { token })
    expect(users.body.length).toBeGreaterThan(8)
    expect(users.headers.get('x-mock-side')).toBeNull()
    expect(
      lines.some((l) => /^GET \/car-rental\/api\/car\/visitors\/all 200 \d+ms \[real\]$/.test(l)),
    ).toBe(true)
    const log = (await (await control('/log?path=/car/visitors/all')).json()) as {
      entries: Array<{ side?: string }>
    }
    expect(log.entries.at(-1)?.side).toBe('real')
  })

  it('GET, POST and DELETE /__mock/routes read, change and reset the modes', async () => {
    expect(await (await control('/routes')).json()).toEqual({
      auth: 'twin',
      fleet: 'real',
      booking: 'twin',
      account: 'twin',
      admin: 'twin',
      uploads: 'twin',
      downloads: 'twin',
    })
    const changed = await post('/routes', { fleet: 'twin', auth: 'real-else-twin' })
    expect(await changed.json()).toMatchObject({ fleet: 'twin', auth: 'real-else-twin' })
    const api = createTestClient(front.url)
    expect((await api.call('/car/visitors/all')).body).toHaveLength(40)
    const reset = await control('/routes', { method: 'DELETE' })
    expect(Object.values(await reset.json())).toEqual(Array(7).fill('twin'))
  })

  it('refuses an unknown family or mode with 400 and changes nothing', async () => {
    for (const body of [
      { fleet: 'twin', cars: 'real' },
      { fleet: 'twin', auth: 'sometimes' },
    ]) {
      const refused = await post('/routes', body)
      expect(refused.status).toBe(400)
      expect(((await refused.json()) as { message: string }).message).toMatch(/^Routes refused: /)
    }
    expect(((await (await control('/routes')).json()) as Record<string, string>).fleet).toBe('real')
  })

  it('real: a 5xx of the upstream reaches the client; real-else-twin: the twin answers it', async () => {
    await fetch(`${upstream.control}/failures`, {
      method: 'POST',
      body: JSON.stringify({ fleet: 'error' }),
    })
    const api = createTestClient(front.url)
    const failed = await api.call('/car/visitors/all')
    expect(failed.status).toBe(500)
    await post('/routes', { fleet: 'real-else-twin' })
    const fallback = await api.call('/car/visitors/all')
    expect(fallback.status).toBe(200)
    expect(fallback.body).toHaveLength(40)
    expect(fallback.headers.get('x-mock-side')).toBe('twin-fallback')
  })

  it('real-else-twin: a dropped connection falls back to the twin; real drops the call too', async () => {
    await fetch(`${upstream.control}/failures`, {
      method: 'POST',
      body: JSON.stringify({ fleet: 'offline' }),
    })
    const api = createTestClient(front.url)
    await expect(api.call('/car/visitors/all')).rejects.toThrow()
    await post('/routes', { fleet: 'real-else-twin' })
    const fallback = await api.call('/car/visitors/all')
    expect(fallback.status).toBe(200)
    expect(fallback.headers.get('x-mock-side')).toBe('twin-fallback')
  })
})

describe('an upstream that stops or never answers', () => {
  let silent: Server
  beforeAll(async () => {
    // Accepts connections and never answers: a hung backend.
    silent = createServer(() => undefined)
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  })
  afterAll(() => {
    silent.closeAllConnections()
    return new Promise<void>((resolve) => silent.close(() => resolve()))
  })

  it('real-else-twin answers from the twin when the upstream times out', async () => {
    const { port } = silent.address() as AddressInfo
    mockControl.routes.setUpstream(`http://127.0.0.1:${port}/car-rental/api`)
    mockControl.routes.set([['fleet', 'real-else-twin']])
    try {
      const api = createTestClient(front.url)
      const started = Date.now()
      const cars = await api.call('/car/visitors/all')
      expect(cars.status).toBe(200)
      expect(cars.headers.get('x-mock-side')).toBe('twin-fallback')
      expect(Date.now() - started).toBeGreaterThanOrEqual(900)
    } finally {
      mockControl.routes.setUpstream(upstream.url)
    }
  })

  // Last in the file: the upstream is stopped for good.
  it('falls back to the twin when the upstream is stopped mid-run', async () => {
    await fetch(`${upstream.control}/failures`, { method: 'DELETE' })
    await post('/routes', { fleet: 'real-else-twin', auth: 'real' })
    const api = createTestClient(front.url)
    expect((await api.call('/car/visitors/all')).body).toHaveLength(8)
    await upstream.stop()
    const cars = await api.call('/car/visitors/all')
    expect(cars.status).toBe(200)
    expect(cars.body).toHaveLength(40)
    expect(cars.headers.get('x-mock-side')).toBe('twin-fallback')
    // A family on `real` fails as the upstream does: the connection drops.
    await expect(api.call('/user')).rejects.toThrow()
  })
})

describe('with no upstream', () => {
  it('POST /__mock/routes is 400 and changes nothing', async () => {
    mockControl.routes.setUpstream(null)
    const refused = await post('/routes', { fleet: 'real' })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { message: string }).message).toMatch(/no upstream is set/)
    expect(Object.values(await (await control('/routes')).json())).toEqual(Array(7).fill('twin'))
  })
})
