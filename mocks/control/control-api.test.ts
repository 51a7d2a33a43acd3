import { spawn } from 'node:child_process'
import { DEMO_CUSTOMER, DEMO_PASSWORDS } from '../seed-demo'
import { optionsFromArgs, type RunningMockServer, startMockServer } from '../server'
import { createTestClient, sentAhead } from '../test-client'
import { MAX_CONTROL_BYTES } from './control-api'
import { failureMessage } from './failure-handler'
import { FAILURE_FAMILIES, FAILURE_KINDS, type FailureFamily } from './failures'
import { MASK } from './request-log'

// biome-ignore lint/suspicious/noExplicitAny: tests read responses freely and assert on them
type Json = any

// Pinned, so the data is the same whatever the hour (the server's own clock places nothing).
const NOW = '2026-06-17T12:00:00'

let running: RunningMockServer
let root: string
let api: ReturnType<typeof createTestClient>

beforeAll(async () => {
  running = await startMockServer({ port: 0, log: false, seed: { now: NOW } })
  root = running.url.replace(/\/car-rental\/api$/, '')
  api = createTestClient(running.url)
})
afterAll(() => running.close())
afterEach(async () => {
  await control('DELETE', '/failures')
})

/** A control call; `body` is sent as it is when a string, else as JSON. */
async function control(method: string, path: string, body?: unknown) {
  const response = await fetch(`${root}/__mock${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await response.text()
  let json: Json
  try {
    json = JSON.parse(text)
  } catch {
    json = text
  }
  return { status: response.status, headers: response.headers, body: json }
}

const snapshot = async () => (await control('GET', '/snapshot')).body
const withoutSavedAt = ({ savedAt: _, ...rest }: Record<string, unknown>) => rest

describe('the control API over HTTP', () => {
  it('switches scenarios and tells which is in use', async () => {
    expect((await control('GET', '/scenario')).body).toEqual({ name: 'everyday' })
    const switched = await control('POST', '/scenario', { name: 'first-day' })
    expect(switched).toMatchObject({ status: 200, body: { name: 'first-day' } })
    expect((await api.call('/car/visitors/all')).body.length).toBeLessThanOrEqual(10)
    expect((await control('GET', '/scenario')).body).toEqual({ name: 'first-day' })
    // A reset starts the scenario in use over and turns every failure off.
    await control('POST', '/failures', { fleet: 'error' })
    const token = await api.loginAdmin()
    const deleted = await api.call('/car/admin/5/auth', { method: 'DELETE', token })
    expect(deleted.status).toBe(200)
    const reset = await control('POST', '/reset')
    expect(reset).toMatchObject({ status: 200, body: { name: 'first-day' } })
    expect((await control('GET', '/failures')).body).toEqual({})
    expect((await api.call('/car/visitors/5')).status).toBe(200)
    await control('POST', '/scenario', { name: 'everyday' })
  })

  it('refuses what a client gets wrong with a 4xx and a message, changing nothing', async () => {
    await control('POST', '/failures', { fleet: 'slow:10' })
    const before = withoutSavedAt(await snapshot())
    const cases: Array<[string, string, unknown, number]> = [
      ['POST', '/scenario', { name: 'rush-hour' }, 400],
      ['POST', '/scenario', {}, 400],
      ['POST', '/scenario', '{"name": "everyday"', 400],
      ['POST', '/scenario', '', 400],
      ['POST', '/scenario', [], 400],
      ['POST', '/failures', { auth: 'meltdown' }, 400],
      ['POST', '/failures', { weather: 'error' }, 400],
      ['POST', '/failures', { auth: 'error', fleet: 'slow:fast' }, 400],
      ['POST', '/failures', { auth: 'slow:9999999' }, 400],
      ['POST', '/failures', { auth: 42 }, 400],
      ['POST', '/failures', '["auth"]', 400],
      ['POST', '/failures', 'auth=error', 400],
      ['POST', '/failures', 'x'.repeat(MAX_CONTROL_BYTES + 1), 413],
      ['PUT', '/snapshot', 'not json', 400],
      ['PUT', '/snapshot', 'null', 400],
      ['PUT', '/scenario', { name: 'everyday' }, 405],
      ['GET', '/reset', undefined, 405],
      ['GET', '/nothing-here', undefined, 404],
    ]
    for (const [method, path, body, status] of cases) {
      const response = await control(method, path, body)
      const sent = typeof body === 'string' ? body.slice(0, 40) : JSON.stringify(body)
      expect(response.status, `${method} ${path} ${sent}`).toBe(status)
      expect(response.body.message, `${method} ${path} ${sent}`).toEqual(expect.any(String))
    }
    expect((await control('GET', '/failures')).body).toEqual({ fleet: 'slow:10' })
    expect((await control('GET', '/scenario')).body).toEqual({ name: 'everyday' })
    expect(withoutSavedAt(await snapshot())).toEqual(before)
  })

  it('adds failures to what is on, and DELETE turns them all off', async () => {
    expect((await control('POST', '/failures', { auth: 'error' })).body).toEqual({ auth: 'error' })
    const added = await control('POST', '/failures', { fleet: 'slow:250:once', booking: 'offline' })
    expect(added.body).toEqual({ auth: 'error', fleet: 'slow:250:once', booking: 'offline' })
    expect((await control('POST', '/failures', { auth: 'normal' })).body).not.toHaveProperty('auth')
    expect(await control('DELETE', '/failures')).toMatchObject({ status: 200, body: {} })
  })

  it('serves /__mock with CORS like the API outside files', async () => {
    const response = await fetch(`${root}/__mock/scenario`, {
      headers: { Origin: 'http://elsewhere.test' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const preflight = await fetch(`${root}/__mock/failures`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://elsewhere.test', 'Access-Control-Request-Method': 'POST' },
    })
    expect(preflight.status).toBeLessThan(300)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
  })
})

/** One call of each family, and its response when all is normal. */
const CALLS: Record<FailureFamily, () => Promise<Response>> = {
  auth: () => post('/login', { email: DEMO_CUSTOMER.email, password: DEMO_PASSWORDS.customer }),
  fleet: () => fetch(`${running.url}/car/visitors/all`),
  booking: async () =>
    fetch(
      `${running.url}/reservations/auth?carId=3&pickUpDateTime=${encodeURIComponent(sentAhead(40, 10))}&dropOffDateTime=${encodeURIComponent(sentAhead(41, 10))}`,
      { headers: await bearer('customer') },
    ),
  account: async () =>
    fetch(`${running.url}/reservations/auth/all`, { headers: await bearer('customer') }),
  admin: async () => fetch(`${running.url}/user/auth/all`, { headers: await bearer('admin') }),
  uploads: async () => {
    const form = new FormData()
    const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3])
    form.append('file', new Blob([png], { type: 'image/png' }), 'a.png')
    return fetch(`${running.url}/files/upload`, {
      method: 'POST',
      body: form,
      headers: await bearer('admin'),
    })
  },
  downloads: async () =>
    fetch(`${running.url}/excel/download/cars`, { headers: await bearer('admin') }),
}

const tokens: Partial<Record<'admin' | 'customer', string>> = {}
async function bearer(who: 'admin' | 'customer') {
  // Signed in before any failure is on: the sign-in is itself a call of the auth family.
  tokens[who] ??= await (who === 'admin' ? api.loginAdmin() : api.loginCustomer())
  return { Authorization: `Bearer ${tokens[who]}` }
}
const post = (path: string, body: unknown) =>
  fetch(`${running.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('failures on demand', () => {
  beforeAll(async () => {
    await bearer('admin')
    await bearer('customer')
  })

  it.each(FAILURE_FAMILIES)(
    '%s: each kind fails its call, and turning it off restores it',
    async (family) => {
      const normal = await CALLS[family]()
      expect(normal.status, 'normal').toBeLessThan(300)
      await control('POST', '/failures', { [family]: 'error' })
      const error = await CALLS[family]()
      expect(error.status).toBe(500)
      expect(await error.json()).toMatchObject({
        status: 500,
        error: 'Internal Server Error',
        message: failureMessage(family),
      })
      await control('POST', '/failures', { [family]: 'expired' })
      const expired = await CALLS[family]()
      expect(expired.status).toBe(401)
      expect((await expired.json()).message).toBe('Error: Unauthorized')
      await control('POST', '/failures', { [family]: 'offline' })
      await expect(CALLS[family]()).rejects.toThrow(TypeError)
      await control('POST', '/failures', { [family]: 'slow:300' })
      const started = Date.now()
      const slow = await CALLS[family]()
      expect(Date.now() - started).toBeGreaterThanOrEqual(290)
      expect(slow.status).toBe(normal.status)
      await control('DELETE', '/failures')
      const restored = await CALLS[family]()
      expect(restored.status).toBe(normal.status)
    },
  )

  it('a failure for the next call only fails one call, and only of its family', async () => {
    await control('POST', '/failures', { fleet: 'error:once' })
    expect((await CALLS.auth()).status).toBe(200)
    expect((await CALLS.fleet()).status).toBe(500)
    expect((await CALLS.fleet()).status).toBe(200)
    expect((await control('GET', '/failures')).body).toEqual({})
  })

  it('every kind has a call above or in fault-patterns.test.ts', () => {
    expect(FAILURE_KINDS).toEqual([
      'error',
      'expired',
      'offline',
      'slow',
      'timeout',
      'reset',
      'fail-then-ok',
      'rate',
    ])
  })
})

describe('snapshots over HTTP', () => {
  it('round-trips the data record for record', async () => {
    const token = await api.loginCustomer()
    const booked = await api.call('/reservations/add', {
      method: 'POST',
      token,
      query: { carId: 9 },
      body: {
        pickUpTime: sentAhead(50, 10),
        dropOfTime: sentAhead(52, 10),
        pickUpLocation: 'Hudson Yards',
        dropOfLocation: 'Hudson Yards',
      },
    })
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
    const saved = await snapshot()
    expect(saved).toMatchObject({ format: 'autovia-snapshot', version: 1, scenario: 'everyday' })
    expect(saved).not.toHaveProperty('sessions')
    await control('POST', '/scenario', { name: 'first-day' })
    const loaded = await control('PUT', '/snapshot', JSON.stringify(saved))
    expect(loaded).toMatchObject({ status: 200, body: { loaded: true, scenario: 'everyday' } })
    const again = await snapshot()
    for (const name of ['users', 'vehicles', 'images', 'reservations'] as const) {
      expect(again[name], name).toEqual(saved[name])
    }
    // Whoever loaded it stays signed in: the same person is in the file.
    expect((await api.call('/user', { token })).status).toBe(200)
  })

  it('refuses each kind of bad snapshot with a message, the data untouched', async () => {
    const good = await snapshot()
    const text = JSON.stringify(good)
    const edit = (change: (file: Json) => void) => {
      const copy = structuredClone(good)
      change(copy)
      return JSON.stringify(copy)
    }
    const bad: Array<[string, string, RegExp]> = [
      ['not JSON', 'hello', /not valid JSON/],
      ['truncated', text.slice(0, Math.floor(text.length / 2)), /not valid JSON/],
      [
        'another format',
        JSON.stringify({ format: 'something-else', version: 1 }),
        /not an Autovia snapshot/,
      ],
      [
        'another version',
        edit((f) => {
          f.version = 2
        }),
        /version 2/,
      ],
      [
        'a collection missing',
        edit((f) => {
          delete f.reservations
        }),
        /reservations/,
      ],
      [
        'a car with no seats rule',
        edit((f) => {
          f.vehicles[0].seats = 'many'
        }),
        /vehicles\.0\.seats/,
      ],
      [
        'a role the backend has not',
        edit((f) => {
          f.users[3].roles = ['Pilot']
        }),
        /users\.3\.roles/,
      ],
      [
        'a status the backend has not',
        edit((f) => {
          f.reservations[2].status = 'LOST'
        }),
        /reservations\.2\.status/,
      ],
      [
        'a reservation of a car not there',
        edit((f) => {
          f.reservations[0].carId = 99999
        }),
        /car 99999/,
      ],
      [
        'a reservation by a user not there',
        edit((f) => {
          f.reservations[0].userId = 99999
        }),
        /user 99999/,
      ],
      [
        'a car showing a missing picture',
        edit((f) => {
          f.vehicles[1].image = ['gone']
        }),
        /picture gone/,
      ],
      [
        'a duplicate id',
        edit((f) => {
          f.users[5].id = f.users[4].id
        }),
        /appears twice/,
      ],
      [
        'a reservation with an unreadable date',
        edit((f) => {
          f.reservations[1].pickUpTime = 'soon'
        }),
        /unreadable date/,
      ],
    ]
    for (const [what, body, message] of bad) {
      const refused = await control('PUT', '/snapshot', body)
      expect(refused.status, what).toBe(400)
      expect(refused.body.message, what).toMatch(message)
      expect(refused.body.message, what).toMatch(/unchanged/)
    }
    expect(withoutSavedAt(await snapshot())).toEqual(withoutSavedAt(good))
  })
})

describe('the request log', () => {
  it('lists calls with status and duration, and masks a sign-in password and its token', async () => {
    await control('DELETE', '/log')
    await post('/login', { email: DEMO_CUSTOMER.email, password: DEMO_PASSWORDS.customer })
    await fetch(`${running.url}/car/visitors/999`)
    const { entries } = (await control('GET', '/log')).body
    expect(entries.map((e: Json) => [e.method, e.path, e.status])).toEqual([
      ['POST', '/car-rental/api/login', 200],
      ['GET', '/car-rental/api/car/visitors/999', 404],
    ])
    const [login] = entries
    expect(login.durationMs).toEqual(expect.any(Number))
    expect(Date.parse(login.time)).not.toBeNaN()
    expect(JSON.parse(login.requestBody)).toEqual({ email: DEMO_CUSTOMER.email, password: MASK })
    expect(JSON.parse(login.responseBody)).toEqual({ token: MASK })
    expect(JSON.stringify(entries)).not.toContain(DEMO_PASSWORDS.customer)
  })

  it('logs a dropped call with status 0, and DELETE empties the log', async () => {
    await control('DELETE', '/log')
    await control('POST', '/failures', { fleet: 'offline:once' })
    await expect(CALLS.fleet()).rejects.toThrow(TypeError)
    const { entries } = (await control('GET', '/log')).body
    expect(entries).toMatchObject([{ path: '/car-rental/api/car/visitors/all', status: 0 }])
    expect((await control('DELETE', '/log')).body).toEqual({ entries: [] })
    expect((await control('GET', '/log')).body).toEqual({ count: 0, entries: [] })
  })
})

describe('the command line', () => {
  it('reads --scenario and repeated --fail, and refuses bad values with a message', () => {
    const options = optionsFromArgs([
      '--scenario',
      'busy-weekend',
      '--fail',
      'auth=error',
      '--fail',
      'fleet=slow:200:once',
    ])
    expect(options.scenario).toBe('busy-weekend')
    expect(options.failures).toEqual([
      ['auth', { kind: 'error', once: false }],
      ['fleet', { kind: 'slow', delayMs: 200, once: true }],
    ])
    const bad = [
      ['--scenario', 'rush-hour'],
      ['--fail', 'auth=meltdown'],
      ['--fail', 'auth'],
      ['--fail', 'weather=error'],
      ['--fail', 'fleet=slow:soon'],
    ]
    for (const args of bad) {
      expect(() => optionsFromArgs(args), args.join(' ')).toThrow(/scenario|fail|kind|family|slow/)
    }
  })

  it('exits with code 2 on a bad value, before it starts', { timeout: 60_000 }, async () => {
    // Run apart, without blocking this process: the server above keeps responding meanwhile.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'mocks/server.ts', '--port', '0', '--fail', 'auth=meltdown'],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    )
    let stderr = ''
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    const code = await new Promise((resolve) => child.on('close', resolve))
    expect(code).toBe(2)
    expect(stderr).toMatch(/unknown failure kind "meltdown"/)
  })
})
