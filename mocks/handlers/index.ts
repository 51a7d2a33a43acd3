import { delay, http } from 'msw'
import { API_BASE_PATH } from '../../src/domain/api-base'
import { authHandlers } from './auth'
import { excelHandlers } from './excel'
import { fileHandlers } from './files'
import { errorResponse } from './http'
import { reservationHandlers } from './reservations'
import { userHandlers } from './users'
import { vehicleHandlers } from './vehicles'

/** Base path that matches the API on any origin: for Node, where there is no page origin. */
export const ANY_ORIGIN_BASE = `*${API_BASE_PATH}`

export interface HandlerOptions {
  /** Simulated network latency in ms before every answer (browser demo only); a function is
   * asked at every request, so the latency can change while the backend runs. */
  latency?: number | (() => number)
}

/** Every API call of API.md under `baseUrl` (a path like '/car-rental/api' or a URL pattern). */
export function createHandlers(baseUrl: string = ANY_ORIGIN_BASE, options: HandlerOptions = {}) {
  const base = baseUrl.replace(/\/+$/, '')
  const { latency = 0 } = options
  const wait = typeof latency === 'function' ? latency : () => latency
  return [
    // Falls through to the real handlers after waiting (a resolver returning nothing passes on).
    ...(options.latency
      ? [
          http.all(`${base}/*`, async () => {
            const ms = wait()
            if (ms > 0) await delay(ms)
          }),
        ]
      : []),
    ...authHandlers(base),
    ...userHandlers(base),
    ...vehicleHandlers(base),
    ...fileHandlers(base),
    ...reservationHandlers(base),
    ...excelHandlers(base),
    // Unknown API paths get Spring's 404 here rather than reaching the network.
    http.all(`${base}/*`, ({ request }) => {
      const path = new URL(request.url).pathname
      return errorResponse(404, `No endpoint ${request.method} ${path}`, path)
    }),
  ]
}
