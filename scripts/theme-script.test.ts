import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { themeFor } from '../src/ui/theme/color-theme'
import { themeScript, themeScriptTag } from './theme-script'

/** Runs the inline script in a page of its own; answers the theme it set on <html>. */
function runInPage(stored: string | null | Error, systemDark: boolean | undefined): unknown {
  const dataset: Record<string, string> = {}
  runInNewContext(themeScript(), {
    document: { documentElement: { dataset, lang: '' } },
    navigator: { languages: [] },
    localStorage: {
      getItem: () => {
        if (stored instanceof Error) throw stored
        return stored
      },
    },
    matchMedia: systemDark === undefined ? undefined : () => ({ matches: systemDark }),
  })
  return dataset.theme
}

describe('themeScript', () => {
  it('sets the theme the app would choose, for every stored value and system preference', () => {
    for (const stored of [null, 'light', 'dark', 'other']) {
      for (const systemDark of [false, true]) {
        expect(runInPage(stored, systemDark), `${stored} ${systemDark}`).toBe(
          themeFor(stored, systemDark),
        )
      }
    }
  })

  it('reads a storage that throws as no choice, and a browser without matchMedia as light', () => {
    expect(runInPage(new Error('denied'), true)).toBe('dark')
    expect(runInPage(null, undefined)).toBe('light')
  })

  it('is a build tag, so a later build replaces it', () => {
    expect(themeScriptTag('x()')).toBe('<script data-build-tag>x()</script>')
    expect(themeScript()).not.toMatch(/<\/script/i)
  })
})
