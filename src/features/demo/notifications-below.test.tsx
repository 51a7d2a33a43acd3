import { act, render } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useNotificationsBelow } from './notifications-below'

const inset = () => document.documentElement.style.getPropertyValue('--page-top-inset')

/** The bar's bottom edge in the viewport, as the test scrolls or resizes it. */
let bottom = 49
let resized: () => void = () => undefined

function Bar() {
  const element = useRef<HTMLElement>(null)
  useNotificationsBelow(element)
  return <aside ref={element} aria-label="Demo" />
}

beforeEach(() => {
  bottom = 49
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () => ({ bottom }) as DOMRect,
  )
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(changed: () => void) {
        resized = changed
      }
      observe() {}
      disconnect() {}
    },
  )
  // Frames run when the test says so.
  vi.stubGlobal('requestAnimationFrame', (step: () => void) => setTimeout(step, 0))
  vi.stubGlobal('cancelAnimationFrame', (id: number) => clearTimeout(id))
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('useNotificationsBelow', () => {
  it("sets the inset to the bar's bottom at once, and follows a scroll and a resize", () => {
    const { unmount } = render(<Bar />)
    expect(inset()).toBe('49px')

    bottom = 20.4
    act(() => {
      window.dispatchEvent(new Event('scroll'))
      window.dispatchEvent(new Event('scroll'))
    })
    expect(inset()).toBe('49px')
    act(() => vi.runAllTimers())
    expect(inset()).toBe('20px')

    // Scrolled past the bar: notifications go back to the top.
    bottom = -80
    act(() => {
      window.dispatchEvent(new Event('scroll'))
      vi.runAllTimers()
    })
    expect(inset()).toBe('0px')

    bottom = 130
    act(() => {
      resized()
      vi.runAllTimers()
    })
    expect(inset()).toBe('130px')

    unmount()
    expect(inset()).toBe('')
  })
})
