import { authApi } from './auth'
import type { ApiClient } from './client'
import { reservationsApi } from './reservations'
import { usersApi } from './users'
import { vehiclesApi } from './vehicles'

/** Every call of docs/product.md section 7 on one client (app-api.ts has the app's). */
export function createApi(client: ApiClient) {
  return {
    client,
    ...authApi(client),
    ...usersApi(client),
    ...vehiclesApi(client),
    ...reservationsApi(client),
  }
}
