import { authApi } from './auth'
import type { ApiClient } from './client'
import { usersApi } from './users'
import { vehiclesApi } from './vehicles'

/** The session's, the users' and the fleet's calls: what any page may make (api.ts adds the reservations'). */
export function coreApi(client: ApiClient) {
  return { client, ...authApi(client), ...usersApi(client), ...vehiclesApi(client) }
}
