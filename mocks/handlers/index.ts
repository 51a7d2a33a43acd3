import { http } from 'msw'
import { API_BASE_PATH } from '../../src/domain/api-base'
import { failureHandler } from '../control/failure-handler'
import { mockControl } from '../control/mock-control'
import { upstreamHandler } from '../control/upstream-handler'
import { authRoutes } from './auth'
import { excelRoutes } from './excel'
import { fileRoutes } from './files'
import { apiHandler, simulatedLatency, unknownPathResponse } from './http'
import { reservationRoutes } from './reservations'
import { userRoutes } from './users'
import { vehicleRoutes } from './vehicles'

/** Base path that matches the API on any origin: for Node, where there is no page origin. */
export const ANY_ORIGIN_BASE = `*${API_BASE_PATH}`

export interface HandlerOptions {
  latency?: number | (() => number)
}

/** Every API call under `baseUrl` (a path like '/car-rental/api' or a URL pattern). */
export function createHandlers(baseUrl: string = ANY_ORIGIN_BASE, options: HandlerOptions = {}) {
  const base = baseUrl.replace(/\/+$/, '')
  const { latency = 0 } = options
  const wait = typeof latency === 'function' ? latency : () => latency
  const twin = [
    apiHandler(
      [
        ...authRoutes(base),
        ...userRoutes(base),
        ...vehicleRoutes(base),
        ...fileRoutes(base),
        ...reservationRoutes(base),
        ...excelRoutes(base),
      ],
      wait,
    ),
    // Unknown API paths get production's 401 or 404 here rather than reaching the network.
    http.all(`${base}/*`, async ({ request }) => {
      await simulatedLatency(wait)
      return unknownPathResponse(request)
    }),
  ]
  return [
    // Failures on demand (docs/embedded-backend.md) come first: they fail or delay a call.
    failureHandler(base, mockControl.failures),
    // Families routed to a real backend go there (or to the twin when it cannot answer).
    upstreamHandler(base, mockControl.routes, twin),
    ...twin,
  ]
}
