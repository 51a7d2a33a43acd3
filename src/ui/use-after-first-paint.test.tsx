import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAfterFirstPaint } from './use-after-first-paint'

function Probe() {
  return <p>{useAfterFirstPaint() ? 'painted' : 'first frame'}</p>
}

describe('useAfterFirstPaint', () => {
  afterEach(() => vi.useRealTimers())

  it('is false until the frame after the first render has been painted, then true', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout', 'clearTimeout'] })
    render(<Probe />)
    expect(screen.getByText('first frame')).toBeTruthy()
    // The frame callback alone is not enough: the page has not been painted yet.
    await act(() => vi.advanceTimersToNextFrame())
    expect(screen.getByText('first frame')).toBeTruthy()
    await act(() => vi.runOnlyPendingTimers())
    expect(screen.getByText('painted')).toBeTruthy()
  })

  it('leaves nothing waiting once the component is gone', () => {
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
    })
    const { unmount } = render(<Probe />)
    expect(vi.getTimerCount()).toBe(1)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
