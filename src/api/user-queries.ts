import { queryOptions } from '@tanstack/react-query'
import { api } from './app-api'
import { byId } from './by-id'

/** Query keys and options of the accounts (admin); invalidating `userQueries.key` refreshes all. */
export const userQueries = {
  key: ['users'] as const,

  all: () =>
    queryOptions({
      queryKey: [...userQueries.key, 'all'] as const,
      queryFn: () => api.getUsers(),
    }),

  detail: (id: number) =>
    queryOptions({
      queryKey: [...userQueries.key, 'detail', id] as const,
      queryFn: () => byId(id, 'user', api.getUser),
    }),
}
