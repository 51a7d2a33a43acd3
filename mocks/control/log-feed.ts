import type { ObservedCall } from './contract-check'
import type { DriftLog } from './drift'
import { logExchange, type RequestLog } from './request-log'

interface RequestEvent {
  request: Request
  requestId: string
}
interface ResponseEvent extends RequestEvent {
  response: Response
}

/** The part of msw's life-cycle events (`worker.events`, `server.events`) the log reads. */
export interface LifeCycleEvents {
  on(type: 'request:start', listener: (event: RequestEvent) => void): unknown
  on(type: 'response:mocked' | 'response:bypass', listener: (event: ResponseEvent) => void): unknown
}

/** Calls that got no response event (an aborted fetch) are forgotten past this many. */
const MAX_PENDING = 200

/** Feeds `log` with every call under `apiPath` from msw's life-cycle events: the request body read (from a clone) as the request starts, the response as it is sent. */
export function feedRequestLog(
  events: LifeCycleEvents,
  log: RequestLog,
  apiPath: string,
  now: () => number = Date.now,
  /** Where each response is held to the contract. */
  drift?: DriftLog,
  /** Told of each response the upstream gave (a recording keeps them). */
  fromUpstream?: (call: ObservedCall) => void,
): void {
  const prefix = apiPath.replace(/\/+$/, '')
  const pending = new Map<string, { startedAt: number; body: Promise<Uint8Array | undefined> }>()
  const isApi = (request: Request) => {
    // A routed call's own request to the upstream (msw's bypass) is not one of the app's.
    if (request.headers.get('accept')?.includes('msw/passthrough')) return false
    const path = new URL(request.url).pathname
    return path === prefix || path.startsWith(`${prefix}/`)
  }

  events.on('request:start', ({ request, requestId }) => {
    if (!isApi(request)) return
    // Cloned at once: the handlers read the body next, and a body can be read once only.
    const body =
      request.method === 'GET' || request.method === 'HEAD' || request.body === null
        ? Promise.resolve(undefined)
        : request
            .clone()
            .arrayBuffer()
            .then((bytes) => new Uint8Array(bytes))
            .catch(() => undefined)
    pending.set(requestId, { startedAt: now(), body })
    if (pending.size > MAX_PENDING) pending.delete(pending.keys().next().value as string)
  })

  const logResponse = ({ request, requestId, response }: ResponseEvent) => {
    const call = pending.get(requestId)
    if (!call) return
    pending.delete(requestId)
    const endedAt = now()
    // The log is for people watching; a call it cannot record still got its response.
    void call.body
      .then((requestBody) =>
        logExchange(
          log,
          { request, requestBody, response, startedAt: call.startedAt, endedAt },
          drift,
          fromUpstream,
        ),
      )
      .catch((error: unknown) => console.warn('Could not log a call', error))
  }
  events.on('response:mocked', logResponse)
  events.on('response:bypass', logResponse)
}
