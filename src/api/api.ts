import { authApi } from './auth'
import type { ApiClient } from './client'
import { reservationsApi } from './reservations'
import { usersApi } from './users'
import { vehiclesApi } from './vehicles'

/**
 * Every call of docs/product.md section 7 on one client: the app's instance comes from the settings
 * (app-api.ts); tests, contract tests and scripts make their own against any backend.
 */
export function createApi(client: ApiClient) {
  return {
    client,
    ...authApi(client),
    ...usersApi(client),
    ...vehiclesApi(client),
    ...reservationsApi(client),
  }
}

export type Api = ReturnType<typeof createApi>
