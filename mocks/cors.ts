import type { IncomingMessage } from 'node:http'

/** CORS as the production backend applies it (see docs/deployment.md): the file and spreadsheet controllers allow one origin, the others every origin. */
export type CorsMode = 'production' | 'any'

/** The one origin production's FileController and ExcelController allow. */
export const FILES_ORIGIN = 'http://localhost:8081'
export const INVALID_CORS = 'Invalid CORS request'

const RESTRICTED = /\/(files|excel)(\/|$)/

const ANY = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  'Access-Control-Expose-Headers': 'Content-Disposition',
  'Access-Control-Max-Age': '86400',
}
const VARY = { Vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers' }

export type CorsDecision =
  | { kind: 'refuse' }
  | { kind: 'preflight'; headers: Record<string, string> }
  | { kind: 'pass'; headers: Record<string, string> }

/** Spring's test: an Origin that differs from the request's own scheme, host and port. */
function crossOrigin(req: IncomingMessage, origin: string): boolean {
  return origin !== `http://${req.headers.host ?? ''}`
}

/** What the server does with a request before routing it: refuse it (403), respond to a preflight, or pass it on with these headers added to its response. */
export function corsDecision(req: IncomingMessage, mode: CorsMode): CorsDecision {
  const origin = req.headers.origin
  const preflight = req.method === 'OPTIONS' && req.headers['access-control-request-method']
  if (mode === 'any')
    return preflight || req.method === 'OPTIONS'
      ? { kind: 'preflight', headers: ANY }
      : { kind: 'pass', headers: ANY }
  if (!origin || !crossOrigin(req, origin)) {
    return req.method === 'OPTIONS'
      ? { kind: 'preflight', headers: {} }
      : { kind: 'pass', headers: {} }
  }
  const path = (req.url ?? '/').split('?')[0] ?? '/'
  const restricted = RESTRICTED.test(path)
  // @CrossOrigin("http://localhost:8081") on files and excel; origins "*" (maxAge 3600) elsewhere.
  if (restricted && origin !== FILES_ORIGIN) return { kind: 'refuse' }
  const allowOrigin = restricted ? FILES_ORIGIN : '*'
  if (!preflight)
    return { kind: 'pass', headers: { ...VARY, 'Access-Control-Allow-Origin': allowOrigin } }
  const requested = req.headers['access-control-request-headers']
  return {
    kind: 'preflight',
    headers: {
      ...VARY,
      'Access-Control-Allow-Origin': allowOrigin,
      'Access-Control-Allow-Methods': String(req.headers['access-control-request-method']),
      ...(requested ? { 'Access-Control-Allow-Headers': requested } : {}),
      'Access-Control-Max-Age': restricted ? '1800' : '3600',
    },
  }
}
