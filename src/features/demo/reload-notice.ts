import { useEffect } from 'react'
import { holdCallsUntil } from '../../api/backend-gate'
import { notifySuccess } from '../../ui/notify'

const NOTICE_KEY = 'autovia.demo.notice'

/** Reloads the page (or loads `to`) so the whole app shows the backend's new data (every query, the signed-in person), telling the person what happened once the page is back. */
export function reloadWithNotice(message: string, to?: string): void {
  try {
    sessionStorage.setItem(NOTICE_KEY, message)
  } catch {
    // Storage refused (private mode): the reload still shows the new data.
  }
  // The embedded backend stops answering for a page that unloads: a call sent from now on would reach the static host instead.
  holdCallsUntil(new Promise(() => undefined))
  if (to === undefined) window.location.reload()
  else window.location.assign(to)
}

export function useReloadNotice(): void {
  useEffect(() => {
    let message: string | null = null
    try {
      message = sessionStorage.getItem(NOTICE_KEY)
      sessionStorage.removeItem(NOTICE_KEY)
    } catch {
      return
    }
    if (message) notifySuccess(message)
  }, [])
}
