import { useEffect } from 'react'
import { proxy, useSnapshot } from 'valtio'
import { ApiError } from '../api/client'
import { hasStoredToken, loadCurrentUser, signOut } from '../state/session'
import { loadVehicles } from '../state/vehicles'

/**
 * SPEC.md section 1: on start, load the vehicles and, with a stored token, the current
 * user. A failure is only logged and the app goes on; a token the server rejects is
 * dropped so the visitor is simply anonymous instead of half signed in.
 */
export async function runStartup(): Promise<void> {
  const loads: Promise<unknown>[] = [loadVehicles()]
  if (hasStoredToken()) {
    loads.push(
      loadCurrentUser().catch((error: unknown) => {
        // A token from an earlier visit that has expired is no fault: carry on signed out.
        if (error instanceof ApiError && error.status === 401) {
          console.warn('The stored session has ended; continuing signed out')
          signOut()
        } else console.error('Could not load the signed-in user', error)
      }),
    )
  }
  await Promise.allSettled(loads)
}

/** Whether the start-up loads have settled; guards wait for it before judging the session. */
export const startupState = proxy({ ready: false })

// StrictMode runs effects twice in development; the start-up must run once per page load.
let started: Promise<void> | null = null

export function startOnce(): Promise<void> {
  started ??= runStartup().finally(() => {
    startupState.ready = true
  })
  return started
}

/** Test hook: forget the memoised start-up so the next call runs it again. */
export function resetStartup(): void {
  started = null
  startupState.ready = false
}

/** Starts the loads on first use; true once they have settled. */
export function useStartup(): boolean {
  useEffect(() => {
    void startOnce()
  }, [])
  return useSnapshot(startupState).ready
}
