import type { LogEntry } from './request-log'

/** The request log as CI reads it, filtered or as a HAR file that a browser's developer tools open (docs/embedded-backend.md). */
export interface LogFilter {
  /** A substring of the path and query. */
  path?: string
  method?: string
  /** A status code (`404`, `0` for a dropped connection) or a class (`4xx`). */
  status?: string
  /** ISO time: calls that arrived at or after it. */
  since?: string
}

/** Reads the filters of a query string; throws a message for a bad status or time. */
export function readLogFilter(query: URLSearchParams): LogFilter {
  const filter: LogFilter = {}
  const path = query.get('path')
  if (path) filter.path = path
  const method = query.get('method')
  if (method) filter.method = method.toUpperCase()
  const status = query.get('status')
  if (status) {
    if (!/^(\d{1,3}|[1-5]xx)$/i.test(status)) {
      throw new Error(`status is a code such as 404 or a class such as 4xx, got "${status}"`)
    }
    filter.status = status.toLowerCase()
  }
  const since = query.get('since')
  if (since) {
    if (Number.isNaN(Date.parse(since))) {
      throw new Error(`since is an ISO time such as 2026-06-17T10:00:00Z, got "${since}"`)
    }
    filter.since = since
  }
  return filter
}

export function filterLog(entries: readonly LogEntry[], filter: LogFilter): LogEntry[] {
  const since = filter.since === undefined ? undefined : Date.parse(filter.since)
  return entries.filter(
    (entry) =>
      (filter.path === undefined || entry.path.includes(filter.path)) &&
      (filter.method === undefined || entry.method === filter.method) &&
      (filter.status === undefined ||
        (filter.status.endsWith('xx')
          ? String(entry.status)[0] === filter.status[0] && entry.status >= 100
          : entry.status === Number(filter.status))) &&
      (since === undefined || Date.parse(entry.time) >= since),
  )
}

const STATUS_TEXT: Record<number, string> = {
  0: '',
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
}

const pairs = (headers: Record<string, string> | undefined) =>
  Object.entries(headers ?? {}).map(([name, value]) => ({ name, value }))

const mimeOf = (headers: Record<string, string> | undefined) =>
  headers?.['content-type'] ?? 'application/octet-stream'

/** The entries as a HAR 1.2 log; `origin` makes the logged paths whole addresses. */
export function harFile(entries: readonly LogEntry[], origin: string) {
  return {
    log: {
      version: '1.2',
      creator: { name: 'Autovia embedded backend', version: '1' },
      pages: [],
      entries: entries.map((entry) => {
        const url = new URL(entry.path, origin)
        const requestText = entry.requestBody ?? ''
        const responseText = entry.responseBody ?? ''
        return {
          startedDateTime: entry.time,
          time: entry.durationMs,
          request: {
            method: entry.method,
            url: url.href,
            httpVersion: 'HTTP/1.1',
            cookies: [],
            headers: pairs(entry.requestHeaders),
            queryString: [...url.searchParams].map(([name, value]) => ({ name, value })),
            ...(entry.requestBody === undefined
              ? {}
              : { postData: { mimeType: mimeOf(entry.requestHeaders), text: requestText } }),
            headersSize: -1,
            bodySize: requestText.length,
          },
          response: {
            status: entry.status,
            statusText: STATUS_TEXT[entry.status] ?? '',
            httpVersion: 'HTTP/1.1',
            cookies: [],
            headers: pairs(entry.responseHeaders),
            content: {
              size: responseText.length,
              mimeType: mimeOf(entry.responseHeaders),
              ...(entry.responseBody === undefined ? {} : { text: responseText }),
            },
            redirectURL: '',
            headersSize: -1,
            bodySize: entry.status === 0 ? -1 : responseText.length,
            ...(entry.status === 0 ? { _error: 'the connection was dropped' } : {}),
          },
          cache: {},
          timings: { send: 0, wait: entry.durationMs, receive: 0 },
          ...(entry.side ? { _answeredBy: entry.side } : {}),
          ...(entry.contract ? { _contract: entry.contract } : {}),
        }
      }),
    },
  }
}
