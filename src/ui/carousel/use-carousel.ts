import { type FocusEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react'
import { usePrefersReducedMotion } from '../use-media-query'

/** docs/product.md section 9: a touch swipe counts from 40 px. */
export const SWIPE_THRESHOLD = 40
/** docs/product.md section 9: the home carousel moves on every 5 seconds. */
export const SLIDE_INTERVAL = 5000

export interface CarouselOptions {
  count: number
  interval?: number
  autoplay?: boolean
}

export function useCarousel({
  count,
  interval = SLIDE_INTERVAL,
  autoplay = true,
}: CarouselOptions) {
  const [index, setIndex] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stopped, setStopped] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const swipeStart = useRef<number | null>(null)

  const goTo = useCallback(
    (target: number) => setIndex(((target % count) + count) % count),
    [count],
  )
  const next = useCallback(() => setIndex((current) => (current + 1) % count), [count])
  const prev = useCallback(() => setIndex((current) => (current - 1 + count) % count), [count])

  const playing = autoplay && count > 1 && !stopped && !hovered && !focused && !reducedMotion
  // Keyed on index too, so a manual move restarts the full interval.
  // biome-ignore lint/correctness/useExhaustiveDependencies: index restarts the timer on purpose
  useEffect(() => {
    if (!playing) return
    const timer = setTimeout(next, interval)
    return () => clearTimeout(timer)
  }, [playing, index, interval, next])

  const rootProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const start = swipeStart.current
      swipeStart.current = null
      if (start === null) return
      const distance = event.clientX - start
      if (Math.abs(distance) < SWIPE_THRESHOLD) return
      if (distance < 0) next()
      else prev()
    },
    onPointerCancel: () => {
      swipeStart.current = null
    },
  }

  return {
    index,
    goTo,
    next,
    prev,
    playing,
    stopped,
    reducedMotion,
    toggleStopped: () => setStopped((value) => !value),
    rootProps,
  }
}
