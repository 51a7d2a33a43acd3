import type { ApiClient } from './client'
import { coreApi } from './core-api'
import { reservationsApi } from './reservations'

/** Every call of docs/product.md section 7 on one client (app-api.ts has the app's). */
export function createApi(client: ApiClient) {
  return { ...coreApi(client), ...reservationsApi(client) }
}
