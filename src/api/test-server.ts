/**
 * Test helpers for the API modules: an msw server for Node, an in-memory localStorage and
 * recorded requests. Only the *.test.ts files import this.
 *
 * In Node, fetch needs an absolute address, while config.apiUrl is relative in mock mode;
 * each test file therefore mocks '../config' with `testConfig`:
 *
 *   vi.mock('../config', () => import('./test-server').then((m) => m.testConfig()))
 */
import { HttpResponse, http, type JsonBodyType } from 'msw'
import { setupServer } from 'msw/node'
import { parseConfig } from '../settings'

export const API_BASE = 'http://api.test/car-rental/api'
export const TOKEN = 'header.payload.signature'

/** Module shape of '../config' with an absolute API address. */
export function testConfig() {
  return { config: { ...parseConfig({ API_MODE: 'mock' }), apiUrl: API_BASE } }
}

export const server = setupServer()

class MemoryStorage implements Storage {
  #items = new Map<string, string>()
  get length() {
    return this.#items.size
  }
  clear() {
    this.#items.clear()
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.#items.delete(key)
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value))
  }
}

/**
 * Starts the server for the file (unhandled requests are errors), gives every test a fresh
 * localStorage holding `TOKEN` under the key `token` and clean mock call records, and clears
 * the handlers after each test.
 */
export function setUpTestServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  beforeEach(() => {
    vi.clearAllMocks() // restoreMocks leaves the calls of module mocks (saveBlob) in place
    vi.stubGlobal('localStorage', new MemoryStorage())
    localStorage.setItem('token', TOKEN)
  })
  afterEach(() => {
    server.resetHandlers()
    vi.unstubAllGlobals()
  })
  afterAll(() => server.close())
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

/** A request as the server saw it; the body is read once, as JSON, text or form data. */
export interface Received {
  method: string
  url: URL
  /** Path below API_BASE, e.g. `/car/visitors/all`. */
  path: string
  query: Record<string, string>
  headers: Headers
  request: Request
}

/**
 * Answers `method path` (path below API_BASE, without query) with `answer()` and records
 * every request it handles. Returns the list of recorded requests.
 */
export function route(method: Method, path: string, answer: () => Response): Received[] {
  const received: Received[] = []
  server.use(
    http[method](`${API_BASE}${path}`, ({ request }) => {
      const url = new URL(request.url)
      received.push({
        method: request.method,
        url,
        path: url.pathname.slice(new URL(API_BASE).pathname.length),
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
        request: request.clone(),
      })
      return answer()
    }),
  )
  return received
}

/** The single request recorded by `route` (fails unless exactly one arrived). */
export function only(received: Received[]): Received {
  expect(received).toHaveLength(1)
  return received[0]!
}

export const json =
  (body: JsonBodyType, status = 200) =>
  () =>
    HttpResponse.json(body, { status })

export const success = json({ success: true })

/** Spring's default error body, as the production API sends it on every failure. */
export const springError = (status: number, message: string, path: string) => () =>
  HttpResponse.json(
    {
      timestamp: '2022-05-20T10:00:00.000+00:00',
      status,
      error: 'Error',
      message,
      path: `/car-rental/api${path}`,
    },
    { status },
  )

/** Asserts that `promise` rejects with an ApiError carrying `message` and `status`. */
export async function expectApiError(promise: Promise<unknown>, status: number, message: string) {
  const { ApiError } = await import('./client')
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail')
    },
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  expect(error).toMatchObject({ status, message })
}

/** Asserts the bearer token was sent. */
export function expectBearer(received: Received) {
  expect(received.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`)
}

/** Asserts no Authorization header was sent (even though a token is stored). */
export function expectNoAuthorization(received: Received) {
  expect(localStorage.getItem('token')).toBe(TOKEN)
  expect(received.headers.has('Authorization')).toBe(false)
}

/** Bytes of an xlsx file (the zip signature is enough for the client). */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
export const xlsx = () =>
  new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), {
    headers: {
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': 'attachment; filename=export.xlsx',
    },
  })

/** The bytes of a blob, for comparing with what the server sent. */
export async function bytesOf(blob: Blob) {
  return [...new Uint8Array(await blob.arrayBuffer())]
}
