import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { useLocation, useSearch } from 'wouter'
import { t } from '../i18n/i18n'
import { msg } from '../i18n/msg'
import { session, signOut } from '../state/session'
import { notifyInfo } from '../ui/notify'

export const SESSION_ENDED_MESSAGE = msg('Your session has ended. Please sign in again.')

/** A refused token signs the visitor out and sends them to /auth, to return here after. */
export function SessionExpiry() {
  const { expired } = useSnapshot(session)
  const [path, navigate] = useLocation()
  const search = useSearch()
  useEffect(() => {
    if (!expired) return
    const from = search ? `${path}?${search}` : path
    signOut()
    notifyInfo(t(SESSION_ENDED_MESSAGE))
    if (!path.startsWith('/auth')) navigate('/auth', { state: { from } })
  }, [expired, path, search, navigate])
  return null
}
