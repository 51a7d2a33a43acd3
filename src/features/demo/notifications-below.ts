import { type RefObject, useEffect } from 'react'

/** Read by the notifications' CSS (ui/notify.css): how far down the page's top they open. */
const INSET = '--page-top-inset'

/** Keeps notifications below the bar, so a click meant for the bar does not close a notification instead. */
export function useNotificationsBelow(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current
    if (!element) return
    const style = document.documentElement.style
    let frame = 0
    let inset = ''
    const update = () => {
      frame = 0
      const next = `${Math.max(0, Math.round(element.getBoundingClientRect().bottom))}px`
      if (next === inset) return
      inset = next
      style.setProperty(INSET, next)
    }
    const schedule = () => {
      frame ||= requestAnimationFrame(update)
    }
    update()
    const resized = new ResizeObserver(schedule)
    resized.observe(element)
    window.addEventListener('scroll', schedule, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      resized.disconnect()
      window.removeEventListener('scroll', schedule)
      style.removeProperty(INSET)
    }
  }, [bar])
}
