import { useLayoutEffect, useRef } from 'react'
import { useLocation } from 'wouter'

/** A new page starts at its top; the first render is left alone so a reload keeps its scroll. */
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
