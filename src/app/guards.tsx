import type { ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { Redirect, useLocation, useSearch } from 'wouter'
import { isAdmin } from '../domain/roles'
import { session } from '../state/session'
import { LoadingScreen } from './loading-screen'
import { startupState } from './startup'

/** The guards wait for the start-up user load, or a reload of /user would bounce to /auth. */
function useSettledSession() {
  const { sessionReady: ready } = useSnapshot(startupState)
  const { isUserLogin, user } = useSnapshot(session)
  return { ready, isUserLogin, user }
}

/** Replaces the guarded page with /auth (so Back does not bounce), saying where to return. */
function ToSignIn() {
  const [path] = useLocation()
  const search = useSearch()
  return <Redirect to="/auth" replace state={{ from: search ? `${path}?${search}` : path }} />
}

/** Logged-in routes: anonymous visitors go to /auth (docs/product.md section 4). */
export function RequireUser({ children }: { children: ReactNode }) {
  const { ready, isUserLogin } = useSettledSession()
  // Its pages are inside the public layout.
  if (!ready) return <LoadingScreen inPage />
  if (!isUserLogin) return <ToSignIn />
  return children
}

/** Admin routes: anonymous visitors go to /auth, signed-in non-admins to /unauthorized. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { ready, isUserLogin, user } = useSettledSession()
  if (!ready) return <LoadingScreen />
  if (!isUserLogin) return <ToSignIn />
  if (!isAdmin(user)) return <Redirect to="/unauthorized" replace />
  return children
}
