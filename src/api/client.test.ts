import { HttpResponse, http } from 'msw'
import * as z from 'zod'
import { NETWORK_ERROR_MESSAGE, REQUEST_TIMEOUT_MS, TIMEOUT_MESSAGE } from '../domain/connection'
import {
  API_BASE,
  client,
  expectApiError,
  json,
  only,
  route,
  server,
  setUpTestServer,
  springError,
  TOKEN,
  tokens,
} from '../test/api-server'
import { ApiError, createApiClient, toApiError } from './client'
import { leaveResponse, takeResponse } from './early-responses'
import { browserTokenStore, memoryTokenStore, TOKEN_KEY } from './token-store'

const { request } = client

setUpTestServer()

/** What `request` rejects with, for a server responding with `respond()`. */
async function failureOf(respond: () => Response): Promise<ApiError> {
  route('get', '/thing', respond)
  const error = await request('/thing').catch((e: unknown) => e)
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('toApiError through request', () => {
  it('takes the message of a Spring error body and keeps the status and body', async () => {
    const error = await failureOf(springError(404, 'car with id 9 not found', '/thing'))
    expect(error.message).toBe('car with id 9 not found')
    expect(error.status).toBe(404)
    expect(error.body).toMatchObject({ status: 404, message: 'car with id 9 not found' })
  })

  it('takes the message of a bare {message} body (the upload failure)', async () => {
    const error = await failureOf(json({ message: 'Could not upload the file: a.png!' }, 417))
    expect(error).toMatchObject({ status: 417, message: 'Could not upload the file: a.png!' })
  })

  it('takes a plain-text body as the message', async () => {
    const error = await failureOf(() => HttpResponse.text('Service is restarting', { status: 503 }))
    expect(error).toMatchObject({ status: 503, message: 'Service is restarting' })
  })

  it('falls back to a message naming the status when the body has no message', async () => {
    const error = await failureOf(() =>
      HttpResponse.json({ error: 'Bad Gateway' }, { status: 502, statusText: 'Bad Gateway' }),
    )
    expect(error.status).toBe(502)
    expect(error.message).toBe(
      'The server could not handle this request (error 502) and did not say why. Please try again later.',
    )
  })

  it.each([
    ['an empty body', () => new HttpResponse(null, { status: 500 })],
    ['an empty message', () => HttpResponse.json({ message: '' }, { status: 500 })],
    ['an HTML page', () => HttpResponse.html('<html><body>Oops</body></html>', { status: 500 })],
  ])('falls back for %s', async (_, respond) => {
    const error = await failureOf(respond)
    expect(error.status).toBe(500)
    expect(error.message).toMatch(/^The server could not handle this request \(error 500\)/)
    expect(error.message).not.toContain('<')
  })

  it('reads the message of a failed blob call (downloads, images)', async () => {
    route('get', '/thing', springError(401, 'Error: Unauthorized', '/thing'))
    const error = await request('/thing', { responseType: 'blob' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 401, message: 'Error: Unauthorized' })
    expect((error as ApiError).body).toMatchObject({ status: 401, path: '/car-rental/api/thing' })
  })

  it('reads a plain-text body of a failed blob call', async () => {
    route('get', '/thing', () => HttpResponse.text('No such file', { status: 404 }))
    await expectApiError(request('/thing', { responseType: 'blob' }), 404, 'No such file')
  })

  it('gives NETWORK_ERROR_MESSAGE and status 0 when no response comes back', async () => {
    const error = await failureOf(() => HttpResponse.error())
    expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE })
  })
})

describe('toApiError', () => {
  it('passes an ApiError through unchanged', () => {
    const original = new ApiError('reservation does not exist', 404, { x: 1 })
    expect(toApiError(original)).toBe(original)
  })

  it('maps a TypeError (what fetch throws offline) to the network error', () => {
    const error = toApiError(new TypeError('Failed to fetch'))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE })
  })

  it('keeps the message of any other error, with status 0', () => {
    expect(toApiError(new Error('boom'))).toMatchObject({ status: 0, message: 'boom' })
    expect(toApiError('weird')).toMatchObject({ status: 0, message: 'Unexpected error' })
  })
})

describe('request', () => {
  const thing = async () => z.object({ n: z.number() })

  it('returns the body, and says nothing when it matches the schema', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    route('get', '/thing', json({ n: 1 }))
    await expect(request('/thing', { schema: thing })).resolves.toEqual({ n: 1 })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(warn).not.toHaveBeenCalled()
  })

  it('returns an unexpected shape as it came, with a warning instead of an error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    route('get', '/thing', json({ n: 'one' }))
    await expect(request('/thing', { schema: thing })).resolves.toEqual({ n: 'one' })
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Unexpected response from GET /thing', expect.any(Array)),
    )
  })

  it('never loads the schema when the client does not check responses', async () => {
    const unchecked = createApiClient({ baseUrl: API_BASE, checkResponses: false })
    const schema = vi.fn(thing)
    route('get', '/thing', json({ n: 'one' }))
    await expect(unchecked.request('/thing', { schema })).resolves.toEqual({ n: 'one' })
    expect(schema).not.toHaveBeenCalled()
  })

  it('does not retry a failed call', async () => {
    const calls = route('get', '/thing', springError(500, 'down', '/thing'))
    await expectApiError(request('/thing'), 500, 'down')
    only(calls)
  })

  it('sends the stored token, and none when asked not to or when none is stored', async () => {
    const calls = route('get', '/thing', json({}))
    await request('/thing')
    await request('/thing', { auth: false })
    tokens.set(null)
    await request('/thing')
    expect(calls.map((c) => c.headers.get('Authorization'))).toEqual([
      `Bearer ${TOKEN}`,
      null,
      null,
    ])
  })
})

describe('createApiClient', () => {
  it('sends the token its store holds at the time of each call', async () => {
    const store = memoryTokenStore('first')
    const own = createApiClient({ baseUrl: `${API_BASE}/`, token: store.get })
    const calls = route('get', '/thing', json({}))
    await own.request('/thing')
    store.set('second')
    await own.request('/thing')
    expect(calls.map((c) => c.headers.get('Authorization'))).toEqual([
      'Bearer first',
      'Bearer second',
    ])
    expect(own.baseUrl).toBe(API_BASE)
    expect(own.url('/files/display/a')).toBe(`${API_BASE}/files/display/a`)
  })

  it('tells its listeners when a call that carried a token gets a 401', async () => {
    const ended = vi.fn()
    const stop = client.onUnauthorized(ended)
    route('get', '/thing', springError(401, 'Error: Unauthorized', '/thing'))
    await expectApiError(request('/thing'), 401, 'Error: Unauthorized')
    expect(ended).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ status: 401 }))

    // Not for calls sent without a token (a failed sign-in is no ended session)...
    await expectApiError(request('/thing', { auth: false }), 401, 'Error: Unauthorized')
    tokens.set(null)
    await expectApiError(request('/thing'), 401, 'Error: Unauthorized')
    expect(ended).toHaveBeenCalledOnce()
    stop()
    tokens.set(TOKEN)
    await expectApiError(request('/thing'), 401, 'Error: Unauthorized')
    expect(ended).toHaveBeenCalledOnce()
  })

  it('holds every call until `ready` settles, and fails them with its error', async () => {
    let open: () => void = () => undefined
    let held: Promise<void> | undefined = new Promise<void>((resolve) => {
      open = resolve
    })
    const gated = createApiClient({ baseUrl: API_BASE, ready: () => held })
    const calls = route('get', '/thing', json({ ok: true }))
    const response = gated.request('/thing')
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(calls).toHaveLength(0)
    open()
    await expect(response).resolves.toEqual({ ok: true })
    expect(calls).toHaveLength(1)

    held = Promise.reject(new Error('The demo backend could not start'))
    await expectApiError(gated.request('/thing'), 0, 'The demo backend could not start')
    expect(calls).toHaveLength(1)
    held = undefined
    await expect(gated.request('/thing')).resolves.toEqual({ ok: true })
  })

  it('takes a response the page already asked for, once, for an anonymous GET only', async () => {
    const page = {}
    const early = createApiClient({
      baseUrl: API_BASE,
      token: tokens.get,
      early: (url) => takeResponse(url, page),
    })
    const calls = route('get', '/thing', json({ from: 'server' }))
    const url = `${API_BASE}/thing`
    leaveResponse(url, Promise.resolve({ from: 'page' }), page)
    await expect(early.request('/thing', { auth: false })).resolves.toEqual({ from: 'page' })
    expect(calls).toHaveLength(0)
    await expect(early.request('/thing', { auth: false })).resolves.toEqual({ from: 'server' })
    // Null: the page's request failed, so the client asks itself; a token's call always asks.
    leaveResponse(url, Promise.resolve(null), page)
    await expect(early.request('/thing', { auth: false })).resolves.toEqual({ from: 'server' })
    leaveResponse(url, Promise.resolve({ from: 'page' }), page)
    await expect(early.request('/thing')).resolves.toEqual({ from: 'server' })
    expect(calls).toHaveLength(3)
  })

  it('does not tell them of other failures', async () => {
    const ended = vi.fn()
    const stop = client.onUnauthorized(ended)
    route('get', '/thing', springError(403, 'Forbidden', '/thing'))
    await expectApiError(request('/thing'), 403, 'Forbidden')
    stop()
    expect(ended).not.toHaveBeenCalled()
  })
})

describe('the request timeout', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  /** A server that holds the call until the client gives up, as the `timeout` failure does. */
  const holding = () =>
    server.use(
      http.all(`${API_BASE}/slow`, ({ request }) => {
        return new Promise<Response>((resolve) => {
          request.signal.addEventListener('abort', () => resolve(HttpResponse.error()))
        })
      }),
    )

  it('gives up after REQUEST_TIMEOUT_MS with TIMEOUT_MESSAGE, status 0 and timedOut', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    holding()
    let settled: unknown
    const pending = request('/slow', { method: 'POST', body: { name: 'kept' } }).catch(
      (error: unknown) => error,
    )
    void pending.then((error) => {
      settled = error
    })
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1)
    expect(settled).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    const error = await pending
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 0, timedOut: true, message: TIMEOUT_MESSAGE })
  })

  it('takes its limit from the client, and a response in time clears the timer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const quick = createApiClient({ baseUrl: API_BASE, timeoutMs: 50 })
    route('get', '/thing', json({ ok: true }))
    await expect(quick.request('/thing')).resolves.toEqual({ ok: true })
    expect(vi.getTimerCount()).toBe(0)
    holding()
    const pending = quick.request('/slow').catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(50)
    expect(await pending).toMatchObject({ timedOut: true, message: TIMEOUT_MESSAGE })
  })

  it('is not taken for a lost connection', async () => {
    const error = await failureOf(() => HttpResponse.error())
    expect(error.timedOut).toBe(false)
  })
})

describe('browserTokenStore', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('keeps the token in localStorage under "token"', () => {
    const items = new Map<string, string>()
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => items.set(k, v),
      removeItem: (k: string) => items.delete(k),
    })
    const store = browserTokenStore()
    expect(TOKEN_KEY).toBe('token')
    store.set('abc')
    expect(items.get('token')).toBe('abc')
    expect(store.get()).toBe('abc')
    store.set(null)
    expect(items.has('token')).toBe(false)
    expect(store.get()).toBeNull()
  })

  it('reads no token, and drops writes, when localStorage is missing or throws', () => {
    vi.stubGlobal('localStorage', undefined)
    expect(browserTokenStore().get()).toBeNull()
    const failing = () => {
      throw new Error('SecurityError')
    }
    vi.stubGlobal('localStorage', { getItem: failing, setItem: failing, removeItem: failing })
    const store = browserTokenStore()
    expect(store.get()).toBeNull()
    expect(() => store.set('abc')).not.toThrow()
  })
})
