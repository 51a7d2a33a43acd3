import { useEffect } from 'react'
import { notifySuccess } from '../../ui/notify'

const NOTICE_KEY = 'autovia.demo.notice'

/** Reloads the page (or loads `to`) so the whole app shows the backend's new data (every query, the signed-in person), telling the person what happened once the page is back. */
export function reloadWithNotice(message: string, to?: string): void {
  try {
    sessionStorage.setItem(NOTICE_KEY, message)
  } catch {
    // Storage refused (private mode): the reload still shows the new data.
  }
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
