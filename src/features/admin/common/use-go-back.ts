import { useCallback } from 'react'
import { useLocation } from 'wouter'
import { passBack } from '../../../ui/back-guard'
import { canGoBackInApp } from '../../../ui/entry-history'

/** "Back one page": the app's previous page when there is one, else `fallback`. */
export function useGoBack(fallback: string) {
  const [, navigate] = useLocation()
  return useCallback(() => {
    // The app's own Back after a save or a delete: never held by an unsaved-changes guard.
    if (canGoBackInApp()) passBack()
    else navigate(fallback, { replace: true })
  }, [fallback, navigate])
}
