import type { ObservedCall, Verdict } from './contract-check'
import type { DriftLog } from './drift'
import { answeredBy } from './side'

/** The last calls the embedded backend handled, for developers (docs/embedded-backend.md): bodies kept as text with passwords and tokens masked. */
export const LOG_LIMIT = 300

const SECRET_KEYS = new Set(
  [
    'password',
    'oldPassword',
    'newPassword',
    'confirmPassword',
    'confirmNewPassword',
    'token',
    'Authorization',
  ].map((key) => key.toLowerCase()),
)
export const MASK = '••••••'
const MAX_BODY_CHARS = 20_000

export interface LogEntry {
  /** Increasing, never reused: a panel's key. */
  id: number
  time: string
  method: string
  path: string
  status: number
  durationMs: number
  requestBody?: string
  responseBody?: string
  /** Who answered when not the twin: the upstream, the twin after the upstream failed, a failure on demand. */
  side?: 'real' | 'twin-fallback' | 'failure'
  /** Set once the response was held to the contract and did not keep it (or none covers it). */
  contract?: { kind: 'mismatch' | 'uncovered'; interaction: string | null; failed: string[] }
  requestHeaders?: Record<string, string>
  responseHeaders?: Record<string, string>
}

function maskValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskValue)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      SECRET_KEYS.has(key.toLowerCase()) ? MASK : maskValue(inner),
    ]),
  )
}

/** A body as the log shows it: JSON with its secrets masked, other text as it is (a form's secret fields masked), bytes as a short note. */
export function loggedBody(
  body: string | Uint8Array | undefined,
  contentType: string | null | undefined,
): string | undefined {
  if (body === undefined || body.length === 0) return undefined
  const type = (contentType ?? '').toLowerCase()
  const textual =
    /json|text|x-www-form-urlencoded/.test(type) || (type === '' && typeof body === 'string')
  if (!textual) return `[${body.length} bytes${type ? `, ${type.split(';')[0]}` : ''}]`
  const text = typeof body === 'string' ? body : new TextDecoder().decode(body)
  let shown = text
  try {
    shown = JSON.stringify(maskValue(JSON.parse(text)))
  } catch {
    // Not JSON: a form or plain text; mask `password=...` pairs all the same.
    shown = text.replace(/([?&]|^)([^=&]+)=([^&]*)/g, (pair, sep: string, key: string) =>
      SECRET_KEYS.has(decodedKey(key).toLowerCase()) ? `${sep}${key}=${MASK}` : pair,
    )
  }
  return shown.length > MAX_BODY_CHARS ? `${shown.slice(0, MAX_BODY_CHARS)}… (cut)` : shown
}

/** A form key as text; a malformed escape (a client may send anything) is kept as sent. */
function decodedKey(key: string): string {
  try {
    return decodeURIComponent(key)
  } catch {
    return key
  }
}

type Listener = () => void

export class RequestLog {
  #entries: LogEntry[] = []
  #nextId = 1
  #listeners = new Set<Listener>()

  add(entry: Omit<LogEntry, 'id'>): LogEntry {
    const logged = { id: this.#nextId++, ...entry }
    this.#entries.push(logged)
    if (this.#entries.length > LOG_LIMIT) this.#entries.splice(0, this.#entries.length - LOG_LIMIT)
    this.#changed()
    return logged
  }

  /** Adds what was learnt about a call after it was logged, as its contract check answers later. */
  mark(id: number, extra: Partial<Omit<LogEntry, 'id'>>): void {
    const at = this.#entries.findIndex((entry) => entry.id === id)
    if (at < 0) return
    this.#entries[at] = { ...this.#entries[at]!, ...extra }
    this.#changed()
  }

  entries(): LogEntry[] {
    return [...this.#entries]
  }

  clear(): void {
    this.#entries = []
    this.#changed()
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  #changed(): void {
    for (const listener of this.#listeners) listener()
  }
}

export async function logExchange(
  log: RequestLog,
  call: {
    request: Request
    requestBody?: string | Uint8Array
    response?: Response
    startedAt: number
    endedAt?: number
  },
  drift?: DriftLog,
  fromUpstream?: (call: ObservedCall) => void,
): Promise<LogEntry> {
  const url = new URL(call.request.url)
  const response = call.response
  const answered = response && response.type !== 'error' ? response : undefined
  const bytes = answered ? new Uint8Array(await answered.clone().arrayBuffer()) : undefined
  const endedAt = call.endedAt ?? Date.now()
  const side = answeredBy(response)
  const time = new Date(call.startedAt).toISOString()
  const entry = log.add({
    time,
    method: call.request.method,
    path: `${url.pathname}${url.search}`,
    status: answered ? answered.status : 0,
    durationMs: Math.max(0, endedAt - call.startedAt),
    requestBody: loggedBody(call.requestBody, call.request.headers.get('content-type')),
    responseBody: bytes && loggedBody(bytes, answered?.headers.get('content-type')),
    ...(side === 'twin' ? {} : { side }),
    requestHeaders: maskedHeaders(call.request.headers),
    ...(answered ? { responseHeaders: maskedHeaders(answered.headers) } : {}),
  })
  if (fromUpstream && answered && side === 'real') {
    fromUpstream(observedCall(call.request, answered, bytes))
  }
  // A dropped connection has no response to hold, and a failure on demand is on purpose.
  if (drift && answered && side !== 'failure') {
    drift.observe(observedCall(call.request, answered, bytes), time, (verdict: Verdict) => {
      if (verdict.kind !== 'ok') {
        const { kind, interaction, failed } = verdict
        log.mark(entry.id, { contract: { kind, interaction, failed } })
      }
    })
  }
  return entry
}

function maskedHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {}
  headers.forEach((value, name) => {
    out[name] = SECRET_KEYS.has(name.toLowerCase()) ? MASK : value
  })
  return out
}

export function observedCall(
  request: Request,
  response: Response,
  body: Uint8Array | undefined,
): ObservedCall {
  const url = new URL(request.url)
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value
  })
  return {
    method: request.method,
    path: url.pathname,
    search: url.search,
    status: response.status,
    headers,
    body,
  }
}
