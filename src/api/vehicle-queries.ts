import { queryOptions } from '@tanstack/react-query'
import { api } from './app-api'
import { byId } from './by-id'

/** The fleet changes only when an administrator saves, which invalidates it. */
const FLEET_STALE_TIME = 5 * 60_000

/** Query keys and options of the fleet; invalidating `vehicleQueries.key` refreshes them all. */
export const vehicleQueries = {
  key: ['vehicles'] as const,

  all: () =>
    queryOptions({
      queryKey: [...vehicleQueries.key, 'all'] as const,
      queryFn: () => api.getVehicles(),
      staleTime: FLEET_STALE_TIME,
      retryOnMount: false,
    }),

  detail: (id: number) =>
    queryOptions({
      queryKey: [...vehicleQueries.key, 'detail', id] as const,
      queryFn: () => byId(id, 'vehicle', api.getVehicle),
    }),
}
