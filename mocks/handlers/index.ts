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
  /** Simulated network latency in ms before every answer (browser demo only). */
  latency?: number
}

/** Every API call of API.md under `baseUrl` (a path like '/car-rental/api' or a URL pattern). */
export function createHandlers(baseUrl: string = ANY_ORIGIN_BASE, options: HandlerOptions = {}) {
  const base = baseUrl.replace(/\/+$/, '')
  const latency = options.latency ?? 0
  return [
    // Falls through to the real handlers after waiting (a resolver returning nothing passes on).
    ...(latency > 0 ? [http.all(`${base}/*`, async () => void (await delay(latency)))] : []),
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
