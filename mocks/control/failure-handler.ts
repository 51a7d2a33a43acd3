import { delay, HttpResponse, http } from 'msw'
import { errorResponse } from '../handlers/http'
import { type FailureFamily, type FailureSwitches, familyOf } from './failures'
import { SIDE_HEADER } from './side'

/** What a failed call's 500 says: production's error shape, with a message that says why. */
export const failureMessage = (family: FailureFamily) =>
  `Simulated server error: failures on demand are on for ${family} calls`

/** One msw handler to put before all others: while a failure is on for a call's family it fails the call (500, 401, a dropped connection) or delays it for the other handlers. */
export function failureHandler(base: string, switches: FailureSwitches) {
  // The base as a path: '*/car-rental/api', '/car-rental/api' or a whole URL.
  const prefix = base.includes('://') ? new URL(base).pathname : base.replace(/^\*/, '')
  const familyFor = (request: Request): FailureFamily | undefined => {
    const path = new URL(request.url).pathname
    return path.startsWith(prefix) ? familyOf(request.method, path.slice(prefix.length)) : undefined
  }
  return http.all(
    ({ request }) => switches.any && familyFor(request) !== undefined,
    async ({ request }) => {
      const family = familyFor(request)
      const failure = family && switches.take(family)
      if (!failure || !family) return undefined
      const path = new URL(request.url).pathname
      switch (failure.kind) {
        case 'error':
        case 'fail-then-ok':
        case 'rate':
          return simulated(errorResponse(500, failureMessage(family), path))
        case 'timeout':
          // No answer until the client gives up (or, past MAX_HOLD_MS, a dropped connection).
          await untilAborted(request.signal)
          return HttpResponse.error()
        case 'reset': {
          // On the mock server the connection drops once the headers are out (server.ts); a
          // page's service worker cannot do that, so there it drops at once.
          if (typeof document !== 'undefined') return HttpResponse.error()
          const response = simulated(errorResponse(500, failureMessage(family), path))
          response.headers.set(FAULT_HEADER, 'reset')
          return response
        }
        case 'expired':
          return simulated(errorResponse(401, 'Error: Unauthorized', path))
        case 'offline':
          return HttpResponse.error()
        case 'slow':
          await delay(failure.delayMs)
          // Nothing returned: the next handlers handle the call as usual.
          return undefined
      }
    },
  )
}

/** Asks the mock server to drop the connection after the response's headers. */
export const FAULT_HEADER = 'x-mock-fault'

/** The longest a `timeout` failure holds a call whose client never gives up. */
export const MAX_HOLD_MS = 120_000

function untilAborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve()
    const timer = setTimeout(resolve, MAX_HOLD_MS)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve()
    })
  })
}

/** Marks a response as a failure on demand: the log says so and the contract check skips it. */
function simulated(response: Response): Response {
  response.headers.set(SIDE_HEADER, 'failure')
  return response
}
