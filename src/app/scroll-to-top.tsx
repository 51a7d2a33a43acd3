import { useLayoutEffect, useRef } from 'react'
import { useLocation } from 'wouter'

/**
 * A single-page app keeps the scroll position across navigations; a new page should start
 * at its top, as it would on a classic site. The first render is left alone so a reload
 * keeps the browser's own restoration.
 */
export function ScrollToTop() {
  const [location] = useLocation()
  const previous = useRef(location)
  useLayoutEffect(() => {
    if (previous.current === location) return
    previous.current = location
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [location])
  return null
}
