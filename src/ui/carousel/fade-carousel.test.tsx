import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FadeCarousel, type FadeSlide } from './fade-carousel'

const SLIDES: FadeSlide[] = ['One', 'Two', 'Three'].map((title) => ({
  id: title,
  title,
  content: <h2>{title}</h2>,
}))

const active = () => screen.getByRole('heading', { level: 2 })
const carousel = () => screen.getByRole('region', { name: 'Highlights' })

function renderCarousel() {
  return render(<FadeCarousel label="Highlights" slides={SLIDES} />)
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('FadeCarousel', () => {
  it('exposes only the active slide and wraps both ways', () => {
    renderCarousel()
    expect(active()).toHaveTextContent('One')
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }))
    expect(active()).toHaveTextContent('Three')
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(active()).toHaveTextContent('One')
    fireEvent.click(screen.getByRole('button', { name: 'Slide 2: Two' }))
    expect(active()).toHaveTextContent('Two')
    expect(screen.getByRole('button', { name: 'Slide 2: Two' })).toHaveAttribute(
      'aria-current',
      'true',
    )
  })

  it('moves on every 5000 ms and rests while hovered or paused', () => {
    vi.useFakeTimers()
    renderCarousel()
    act(() => vi.advanceTimersByTime(4999))
    expect(active()).toHaveTextContent('One')
    act(() => vi.advanceTimersByTime(1))
    expect(active()).toHaveTextContent('Two')

    fireEvent.mouseEnter(carousel())
    act(() => vi.advanceTimersByTime(20_000))
    expect(active()).toHaveTextContent('Two')
    fireEvent.mouseLeave(carousel())

    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }))
    act(() => vi.advanceTimersByTime(20_000))
    expect(active()).toHaveTextContent('Two')
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument()
  })

  it('follows the arrow keys', () => {
    renderCarousel()
    fireEvent.keyDown(carousel(), { key: 'ArrowRight' })
    expect(active()).toHaveTextContent('Two')
    fireEvent.keyDown(carousel(), { key: 'ArrowLeft' })
    fireEvent.keyDown(carousel(), { key: 'ArrowLeft' })
    expect(active()).toHaveTextContent('Three')
  })

  it('does not play by itself for people who asked for reduced motion', () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('reduce'),
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    )
    vi.useFakeTimers()
    renderCarousel()
    act(() => vi.advanceTimersByTime(20_000))
    expect(active()).toHaveTextContent('One')
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument()
  })
})
