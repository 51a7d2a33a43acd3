/** The last calls the embedded backend handled, for developers (docs/embedded-backend.md): bodies kept as text with passwords and tokens masked. */
export const LOG_LIMIT = 300

/** Keys whose values never appear in the log, wherever they sit in a JSON body. */
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

/** Adds one call to `log` from the request's and response's own objects (any host). */
export async function logExchange(
  log: RequestLog,
  call: {
    request: Request
    requestBody?: string | Uint8Array
    response?: Response
    startedAt: number
    endedAt?: number
  },
): Promise<LogEntry> {
  const url = new URL(call.request.url)
  const response = call.response
  const bytes =
    response && response.type !== 'error'
      ? new Uint8Array(await response.clone().arrayBuffer())
      : undefined
  const endedAt = call.endedAt ?? Date.now()
  return log.add({
    time: new Date(call.startedAt).toISOString(),
    method: call.request.method,
    path: `${url.pathname}${url.search}`,
    status: response && response.type !== 'error' ? response.status : 0,
    durationMs: Math.max(0, endedAt - call.startedAt),
    requestBody: loggedBody(call.requestBody, call.request.headers.get('content-type')),
    responseBody: bytes && loggedBody(bytes, response?.headers.get('content-type')),
  })
}
