import { QueryClient } from '@tanstack/react-query'
import { subscribe } from 'valtio'
import { ApiError } from '../api/client'
import { vehicleQueries } from '../api/vehicle-queries'
import { session } from '../state/session'

/** A network failure or a server error may pass; a 4xx or a refused address will not. */
export function retryOnce(failures: number, error: unknown): boolean {
  return failures < 1 && error instanceof ApiError && (error.status === 0 || error.status >= 500)
}

/** Requests run even when the browser says it is offline, so a failure shows with a retry. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: retryOnce, refetchOnWindowFocus: false, networkMode: 'always' },
    mutations: { networkMode: 'always' },
  },
})

// Another visitor's (or no one's) session must never see the last one's records.
let signedInAs = session.user?.email
subscribe(session, () => {
  if (session.user?.email === signedInAs) return
  signedInAs = session.user?.email
  queryClient.removeQueries({ predicate: ({ queryKey }) => queryKey[0] !== vehicleQueries.key[0] })
})
