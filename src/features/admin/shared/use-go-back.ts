import { useCallback } from 'react'
import { useLocation } from 'wouter'
import { canGoBackInApp } from '../../../ui/entry-history'

/**
 * "Back one page" (docs/product.md, after a create or a delete): the previous page of the app when
 * there is one, else `fallback` (a page opened from a bookmark has nothing to go back to).
 */
export function useGoBack(fallback: string) {
  const [, navigate] = useLocation()
  return useCallback(() => {
    if (canGoBackInApp()) window.history.back()
    else navigate(fallback, { replace: true })
  }, [fallback, navigate])
}
