import type { ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { Redirect, useLocation, useSearch } from 'wouter'
import { isAdmin } from '../domain/roles'
import { session } from '../state/session'
import { LoadingScreen } from './loading-screen'
import { startupState } from './startup'

interface GuardProps {
  children: ReactNode
}

/**
 * Judging the session before the start-up user load settles would bounce a signed-in
 * visitor who reloads /user to /auth, so the guards wait for it.
 */
function useSettledSession() {
  const { sessionReady: ready } = useSnapshot(startupState)
  const { isUserLogin, user } = useSnapshot(session)
  return { ready, isUserLogin, user }
}

/**
 * Sends an anonymous visitor to /auth in place of the guarded page (so the browser's Back
 * button does not bounce between the two), telling it where to return after signing in.
 */
function ToSignIn() {
  const [path] = useLocation()
  const search = useSearch()
  return <Redirect to="/auth" replace state={{ from: search ? `${path}?${search}` : path }} />
}

/** Logged-in routes: anonymous visitors go to /auth (docs/product.md section 4). */
export function RequireUser({ children }: GuardProps) {
  const { ready, isUserLogin } = useSettledSession()
  if (!ready) return <LoadingScreen />
  if (!isUserLogin) return <ToSignIn />
  return children
}

/** Admin routes: anonymous visitors go to /auth, signed-in non-admins to /unauthorized. */
export function RequireAdmin({ children }: GuardProps) {
  const { ready, isUserLogin, user } = useSettledSession()
  if (!ready) return <LoadingScreen />
  if (!isUserLogin) return <ToSignIn />
  if (!isAdmin(user)) return <Redirect to="/unauthorized" replace />
  return children
}
