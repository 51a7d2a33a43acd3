/** A tiny fetch client for tests of the embedded backend: talks HTTP to whatever serves at `baseUrl` (setupServer from mocks/node.ts, or the standalone server). */
import { toSent } from '../src/domain/dates'
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_PASSWORDS } from './seed-demo'

/** `hour`:00 on the day `days` from today, as the API is sent dates (MM/DD/YYYY HH:mm:ss). */
export function sentAhead(days: number, hour: number): string {
  const d = new Date()
  d.setDate(d.getDate() + days)
  d.setHours(hour, 0, 0, 0)
  return toSent(d)
}

export interface CallOptions {
  method?: string
  token?: string
  body?: unknown
  query?: Record<string, string | number>
}

// biome-ignore lint/suspicious/noExplicitAny: tests read responses freely and assert on them
export interface CallResult<T = any> {
  status: number
  headers: Headers
  /** Parsed JSON when the response is JSON, otherwise the raw bytes. */
  body: T
}

/** `send` is how a request travels: `fetch` by default (to a server, or through setupServer); scripts/bench.ts hands requests straight to the handlers instead. */
export function createTestClient(
  baseUrl: string,
  send: (request: Request) => Promise<Response> = (request) => fetch(request),
) {
  // biome-ignore lint/suspicious/noExplicitAny: as above
  async function call<T = any>(path: string, options: CallOptions = {}): Promise<CallResult<T>> {
    const url = new URL(baseUrl + path)
    for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, String(v))
    const headers: Record<string, string> = {}
    if (options.token) headers.Authorization = `Bearer ${options.token}`
    let body: BodyInit | undefined
    if (options.body instanceof FormData) body = options.body
    else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json'
      body = JSON.stringify(options.body)
    }
    const response = await send(
      new Request(url, { method: options.method ?? 'GET', headers, body }),
    )
    const isJson = response.headers.get('content-type')?.includes('json')
    const parsed = isJson ? await response.json() : new Uint8Array(await response.arrayBuffer())
    return { status: response.status, headers: response.headers, body: parsed as T }
  }

  async function login(email: string, password: string): Promise<string> {
    const { status, body } = await call('/login', { method: 'POST', body: { email, password } })
    if (status !== 200) throw new Error(`login as ${email} failed: ${status} ${body.message}`)
    return body.token
  }

  return {
    call,
    login,
    loginAdmin: () => login(DEMO_ADMIN.email, DEMO_PASSWORDS.admin),
    loginCustomer: () => login(DEMO_CUSTOMER.email, DEMO_PASSWORDS.customer),
  }
}
