// @vitest-environment jsdom

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  applyTheme,
  chooseTheme,
  DARK_QUERY,
  followTheme,
  shownTheme,
  THEME_KEY,
  themeFor,
} from './color-theme'

/** A system preference the test turns, as matchMedia reports it. */
function systemPreference(dark: boolean) {
  const listeners = new Set<() => void>()
  const list = {
    get matches() {
      return dark
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      expect(query).toBe(DARK_QUERY)
      return list
    }),
  )
  return {
    turn(to: boolean) {
      dark = to
      for (const listener of listeners) listener()
    },
    listening: () => listeners.size,
  }
}

beforeEach(() => {
  localStorage.clear()
  delete document.documentElement.dataset.theme
})
afterEach(() => vi.unstubAllGlobals())

describe('themeFor', () => {
  it('keeps a stored choice whatever the system prefers, and follows the system without one', () => {
    expect(themeFor('dark', false)).toBe('dark')
    expect(themeFor('light', true)).toBe('light')
    expect(themeFor(null, true)).toBe('dark')
    expect(themeFor(null, false)).toBe('light')
    // Anything else in storage (an old or hand-edited value) counts as no choice.
    expect(themeFor('sepia', true)).toBe('dark')
    expect(themeFor('', false)).toBe('light')
  })
})

describe('the theme on <html>', () => {
  it('a first visit shows the system preference', () => {
    systemPreference(true)
    applyTheme()
    expect(document.documentElement.dataset.theme).toBe('dark')
    expect(shownTheme()).toBe('dark')
  })

  it('a choice is kept and wins over the system preference on the next load', () => {
    systemPreference(true)
    chooseTheme('light')
    expect(localStorage.getItem(THEME_KEY)).toBe('light')
    delete document.documentElement.dataset.theme
    applyTheme()
    expect(shownTheme()).toBe('light')
  })

  it('follows the system while nothing is stored, stays with a choice once made, and stops when told', () => {
    const system = systemPreference(false)
    const stop = followTheme()
    expect(shownTheme()).toBe('light')
    system.turn(true)
    expect(shownTheme()).toBe('dark')
    chooseTheme('light')
    system.turn(false)
    system.turn(true)
    expect(shownTheme()).toBe('light')
    stop()
    expect(system.listening()).toBe(0)
  })

  it('takes a choice made in another tab', () => {
    systemPreference(false)
    const stop = followTheme()
    localStorage.setItem(THEME_KEY, 'dark')
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY }))
    expect(shownTheme()).toBe('dark')
    stop()
  })

  it('still changes the page when storage refuses to keep the choice, and reads it as none', () => {
    systemPreference(true)
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError')
    })
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    chooseTheme('light')
    expect(shownTheme()).toBe('light')
    applyTheme()
    expect(shownTheme()).toBe('dark')
  })

  it('reads as light without matchMedia (old browsers, tests)', () => {
    vi.stubGlobal('matchMedia', undefined)
    applyTheme()
    expect(shownTheme()).toBe('light')
  })
})
