/** The languages the site speaks. English is the source: its texts are the message ids, as the product's specification words them. */

export const LOCALES = ['en', 'es', 'tr'] as const
export type Locale = (typeof LOCALES)[number]
export const SOURCE_LOCALE = 'en' satisfies Locale

/** Each language's name in itself, as the language menu lists it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  tr: 'Türkçe',
}

export const LOCALE_KEY = 'autovia.locale'

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

/** The language shown: a stored choice wins; a first visit takes the browser's first language the site speaks. */
export function localeFor(stored: string | null, preferred: readonly string[]): Locale {
  if (isLocale(stored)) return stored
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0]
    if (isLocale(language)) return language
  }
  return SOURCE_LOCALE
}

/** The stored choice; storage that is missing or throws (private modes) reads as none. */
export function storedLocale(): string | null {
  try {
    return globalThis.localStorage?.getItem(LOCALE_KEY) ?? null
  } catch {
    return null
  }
}

/** The language for this visit, from the stored choice and the browser's languages. */
export const pageLocale = (): Locale =>
  localeFor(storedLocale(), globalThis.navigator?.languages ?? [])

/** Marks <html> with the language (`lang`), which screen readers, hyphenation and the stylesheets follow. */
export function applyLocale(locale: Locale = pageLocale()): void {
  // Node (the first screen's prerendering, unit tests) has no document to mark.
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}
