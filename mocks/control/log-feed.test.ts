import { delay, HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { FAILURES_KEY, keepFailures } from './failure-storage'
import { FailureSwitches } from './failures'
import { feedRequestLog, type LifeCycleEvents } from './log-feed'
import { MASK, RequestLog } from './request-log'
import { SIDE_HEADER } from './side'

/** A stand-in for msw's events, to replay what the browser's worker reports. */
function fakeEvents() {
  const listeners = new Map<string, Array<(event: never) => void>>()
  const events: LifeCycleEvents = {
    on(type: string, listener: (event: never) => void) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener])
    },
  }
  const emit = (type: string, event: object) => {
    for (const listener of listeners.get(type) ?? []) listener(event as never)
  }
  return { events, emit }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('the request log fed from msw life-cycle events', () => {
  const server = setupServer(
    http.post('http://localhost/car-rental/api/login', async ({ request }) => {
      const { email } = (await request.json()) as { email: string }
      await delay(30)
      return HttpResponse.json({ token: 'secret-token', email })
    }),
    http.get('http://localhost/car-rental/api/boom', () =>
      HttpResponse.json({ message: 'broken' }, { status: 500 }),
    ),
    http.get('http://localhost/other', () => HttpResponse.text('not the API')),
  )
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterAll(() => server.close())

  it('records method, path, status, duration and masked bodies of API calls only', async () => {
    const log = new RequestLog()
    feedRequestLog(server.events, log, '/car-rental/api')
    const body = JSON.stringify({ email: 'a@b.test', password: 'Hunter#22' })
    const login = await fetch('http://localhost/car-rental/api/login?x=1', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    // The handler still read the body the log read.
    expect(await login.json()).toEqual({ token: 'secret-token', email: 'a@b.test' })
    expect((await fetch('http://localhost/car-rental/api/boom')).status).toBe(500)
    await fetch('http://localhost/other')
    await settled()
    const [first, second, ...rest] = log.entries()
    expect(rest).toEqual([])
    expect(first).toMatchObject({ method: 'POST', path: '/car-rental/api/login?x=1', status: 200 })
    expect(first!.durationMs).toBeGreaterThanOrEqual(25)
    expect(JSON.parse(first!.requestBody!)).toEqual({ email: 'a@b.test', password: MASK })
    expect(JSON.parse(first!.responseBody!)).toEqual({ token: MASK, email: 'a@b.test' })
    expect(second).toMatchObject({
      method: 'GET',
      status: 500,
      responseBody: '{"message":"broken"}',
    })
    server.events.removeAllListeners()
  })

  it('shows a dropped connection as status 0, as the worker reports it', async () => {
    const { events, emit } = fakeEvents()
    const log = new RequestLog()
    let clock = 1_000
    feedRequestLog(events, log, '/car-rental/api/', () => clock)
    const request = new Request('http://localhost/car-rental/api/reservations/add?carId=3', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"pickUpLocation":"Airport"}',
    })
    emit('request:start', { request, requestId: 'r1' })
    // The handlers consume the body after the log's clone.
    await request.text()
    emit('request:start', { request: new Request('http://localhost/app.js'), requestId: 'r2' })
    clock = 1_250
    emit('response:bypass', { request, requestId: 'r1', response: Response.error() })
    emit('response:bypass', { request, requestId: 'r2', response: new Response('js') })
    await settled()
    expect(log.entries()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/car-rental/api/reservations/add?carId=3',
        status: 0,
        durationMs: 250,
        requestBody: '{"pickUpLocation":"Airport"}',
        responseBody: undefined,
        time: new Date(1_000).toISOString(),
      }),
    ])
  })
})

describe('responses from the upstream', () => {
  it("are handed on as they were answered, with their bodies; the twin's and a failure's are not", async () => {
    const { events, emit } = fakeEvents()
    const seen: Array<{ path: string; status: number; body: string }> = []
    feedRequestLog(events, new RequestLog(), '/car-rental/api', Date.now, undefined, (call) =>
      seen.push({
        path: call.path,
        status: call.status,
        body: new TextDecoder().decode(call.body),
      }),
    )
    const answer = (id: string, path: string, side: string | null, body: string) => {
      const request = new Request(`http://localhost/car-rental/api${path}`)
      emit('request:start', { request, requestId: id })
      const headers: Record<string, string> = { 'content-type': 'application/json' }
      if (side) headers[SIDE_HEADER] = side
      emit('response:mocked', { request, requestId: id, response: new Response(body, { headers }) })
    }
    answer('a', '/car/visitors/all', 'real', '[{"id":1}]')
    answer('b', '/car/visitors/2', null, '{"id":2}')
    answer('c', '/user', 'failure', '{"message":"x"}')
    answer('d', '/car/visitors/3', 'twin-fallback', '{"id":3}')
    await settled()
    expect(seen).toEqual([
      { path: '/car-rental/api/car/visitors/all', status: 200, body: '[{"id":1}]' },
    ])
  })
})

describe('failures kept across reloads of a tab', () => {
  const memoryStore = () => {
    const items = new Map<string, string>()
    return {
      items,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    }
  }

  it('saves every change and restores it on the next load', () => {
    const store = memoryStore()
    const before = new FailureSwitches()
    keepFailures(before, store)
    before.set([
      ['booking', { kind: 'error', once: true }],
      ['fleet', { kind: 'slow', delayMs: 800, once: false }],
    ])
    expect(JSON.parse(store.items.get(FAILURES_KEY)!)).toEqual({
      booking: 'error:once',
      fleet: 'slow:800',
    })
    // The one-call failure used up is gone from the stored copy too.
    before.take('booking')
    const after = new FailureSwitches()
    keepFailures(after, store)
    expect(after.describe()).toEqual({ fleet: 'slow:800' })
    after.clear()
    expect(store.items.has(FAILURES_KEY)).toBe(false)
  })

  it('drops a stored value it cannot read whole, turning nothing on', () => {
    for (const bad of ['{"fleet":"slow","auth":"crash"}', '{not json', '["error"]']) {
      const store = memoryStore()
      store.items.set(FAILURES_KEY, bad)
      const switches = new FailureSwitches()
      keepFailures(switches, store)
      expect(switches.any, bad).toBe(false)
      expect(store.items.has(FAILURES_KEY), bad).toBe(false)
    }
  })
})
