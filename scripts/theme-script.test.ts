import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { localeFor } from '../src/i18n/locales'
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

/** Runs the inline script with a stored language and the browser's; answers the `lang` it set. */
function langInPage(stored: string | null, languages: string[]): string {
  const html = { dataset: {}, lang: '' }
  runInNewContext(themeScript(), {
    document: { documentElement: html },
    localStorage: { getItem: (key: string) => (key === 'autovia.locale' ? stored : null) },
    navigator: { languages },
  })
  return html.lang
}

describe('themeScript', () => {
  it('sets the language the app would choose, before the first paint', () => {
    for (const stored of [null, 'es', 'tr', 'en', 'fr']) {
      for (const languages of [[], ['tr-TR', 'en'], ['fr-FR', 'es-MX'], ['de']]) {
        expect(langInPage(stored, languages), `${stored} ${languages}`).toBe(
          localeFor(stored, languages),
        )
      }
    }
    expect(langInPage(null, ['es-AR'])).toBe('es')
  })

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
