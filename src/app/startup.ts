import { useEffect } from 'react'
import { proxy, useSnapshot } from 'valtio'
import { api } from '../api/app-api'
import { ApiError } from '../api/client'
import { vehicleQueries } from '../api/vehicle-queries'
import { isNetworkFailure } from '../domain/connection'
import type { Vehicle } from '../domain/vehicle'
import { hasStoredToken, loadCurrentUser, signOut } from '../state/session'
import { takeFleetResponse } from './first-screen/first-screen'
import { queryClient } from './query-client'

/**
 * The fleet, into the query cache: the response the first screen's script already asked for
 * when there is one (a list), otherwise from the API. A failure is only logged; the pages that
 * show cars say so and offer a retry.
 */
/** A dropped connection is the network's doing, not a fault of the app: a warning, not an error. */
function logFailure(what: string, error: unknown): void {
  if (isNetworkFailure(error)) console.warn(what, error)
  else console.error(what, error)
}

async function loadFleet(): Promise<void> {
  const early = takeFleetResponse()
  const fleet = vehicleQueries.all()
  await queryClient.prefetchQuery({
    ...fleet,
    queryFn: async () => {
      const response = early ? await early : null
      return Array.isArray(response) ? (response as Vehicle[]) : api.getVehicles()
    },
  })
  const { status, error } = queryClient.getQueryState(fleet.queryKey) ?? {}
  if (status === 'error') logFailure('Could not load the vehicles', error)
}

/**
 * The signed-in user of a stored token (nothing to wait for without one). A failure is only
 * logged and the app goes on; a token the server rejects is dropped so the visitor is simply
 * anonymous instead of half signed in.
 */
function loadSessionUser(): Promise<void> {
  if (!hasStoredToken()) return Promise.resolve()
  return loadCurrentUser().then(
    () => undefined,
    (error: unknown) => {
      // A token from an earlier visit that has expired is no fault: carry on signed out.
      if (error instanceof ApiError && error.status === 401) {
        console.warn('The stored session has ended; continuing signed out')
        signOut()
      } else logFailure('Could not load the signed-in user', error)
    },
  )
}

/**
 * How far the start-up is: `sessionReady` once the visitor is known (signed in or not), which
 * every page waits for. Pages that show cars also wait for the fleet's query (see routes.tsx),
 * so pages without cars render without waiting for it.
 */
export const startupState = proxy({ sessionReady: false })

// StrictMode runs effects twice in development; the start-up must run once per page load.
let started: { vehicles: Promise<void>; session: Promise<void> } | null = null

/**
 * docs/product.md section 1: on start, load the vehicles and, with a token, the current user.
 * Each promise resolves once its load has settled (neither rejects: a failure is only logged).
 */
export function startupLoads(): { vehicles: Promise<void>; session: Promise<void> } {
  started ??= {
    vehicles: loadFleet(),
    session: loadSessionUser().finally(() => {
      startupState.sessionReady = true
    }),
  }
  return started
}

/** Starts the start-up loads (see startupLoads); resolves once both have settled. */
export function startOnce(): Promise<void> {
  const { vehicles, session } = startupLoads()
  return Promise.all([vehicles, session]).then(() => undefined)
}

/** Test hook: forget the memoised start-up so the next call runs it again. */
export function resetStartup(): void {
  started = null
  startupState.sessionReady = false
}

/** Starts the loads on first use; true once the visitor is known (see startupState). */
export function useStartup(): boolean {
  useEffect(() => {
    void startOnce()
  }, [])
  return useSnapshot(startupState).sessionReady
}
