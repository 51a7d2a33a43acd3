/** Test helpers for the API modules: an msw server for Node, an API client of the tests' own (made for this address and token store, so no module mocks) and recorded requests. */
import { HttpResponse, http, type JsonBodyType } from 'msw'
import { setupServer } from 'msw/node'
import { createApi } from '../api/api'
import { createApiClient } from '../api/client'
import { memoryTokenStore } from '../api/token-store'
import { API_BASE_PATH } from '../domain/api-base'
import { XLSX_TYPE } from '../domain/responses'

export const API_BASE = `http://api.test${API_BASE_PATH}`
export const TOKEN = 'header.payload.signature'

export const tokens = memoryTokenStore()
export const client = createApiClient({ baseUrl: API_BASE, token: tokens.get })
export const api = createApi(client)

export const server = setupServer()

/** Starts the server for the file with `TOKEN` stored, and clears handlers and records after each test. */
export function setUpTestServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  beforeEach(() => {
    vi.clearAllMocks() // restoreMocks leaves the calls of module mocks (saveBlob) in place
    tokens.set(TOKEN)
  })
  afterEach(() => {
    server.resetHandlers()
  })
  afterAll(() => server.close())
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

/** A request as the server saw it; the body is read once, as JSON, text or form data. */
export interface Received {
  method: string
  url: URL
  path: string
  query: Record<string, string>
  headers: Headers
  request: Request
}

/** Responds to `method path` (below API_BASE, no query) with `respond()`; returns the requests. */
export function route(method: Method, path: string, respond: () => Response): Received[] {
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
      return respond()
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
      path: `${API_BASE_PATH}${path}`,
    },
    { status },
  )

/** Asserts that `promise` rejects with an ApiError carrying `message` and `status`. */
export async function expectApiError(promise: Promise<unknown>, status: number, message: string) {
  const { ApiError } = await import('../api/client')
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail')
    },
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  expect(error).toMatchObject({ status, message })
}

export function expectBearer(received: Received) {
  expect(received.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`)
}

/** Asserts no Authorization header was sent (even though a token is stored). */
export function expectNoAuthorization(received: Received) {
  expect(tokens.get()).toBe(TOKEN)
  expect(received.headers.has('Authorization')).toBe(false)
}

export { XLSX_TYPE }
export const xlsx = () =>
  new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), {
    headers: {
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': 'attachment; filename=export.xlsx',
    },
  })

export async function bytesOf(blob: Blob) {
  return [...new Uint8Array(await blob.arrayBuffer())]
}
