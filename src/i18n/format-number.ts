import { currentLocale } from './i18n'
import type { Locale } from './locales'

/**
 * Prices and numbers as the language in use writes them, through Intl (English keeps the
 * product's `$1,250`). Apart from the dates of format.ts, so the home page's download holds
 * only these.
 */

/** The Intl locale behind each language. */
const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-ES', tr: 'tr-TR' }

export const intlLocale = (locale: Locale = currentLocale()): string => INTL_LOCALE[locale]

// Made on first use and kept: building a formatter loads its locale's data.
const made = new Map<string, unknown>()
/** The formatter `make` builds for the language in use, once per language and `key`. */
export function cachedFormat<F>(key: string, make: (locale: string) => F): F {
  const id = `${currentLocale()}:${key}`
  if (!made.has(id)) made.set(id, make(intlLocale()))
  return made.get(id) as F
}

const numberFormat = (key: string, options: Intl.NumberFormatOptions) =>
  cachedFormat(`n:${key}`, (locale) => new Intl.NumberFormat(locale, options))

const hasCents = (amount: number) => Math.round(Math.abs(amount) * 100) % 100 !== 0
const digitsOf = (amount: number) => (hasCents(amount) ? 2 : 0)

/** "$1,250" or "$1,234.50" in English ("1250 US$", "$1.250" in Spanish and Turkish): cents only when there are any, then both digits. */
export function formatPrice(amount: number): string {
  const digits = digitsOf(amount)
  return numberFormat(`price${digits}`, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount)
}

/** "1,250" or "1,234.50": an amount of dollars without its sign, by the rule of formatPrice. */
export function formatAmount(amount: number): string {
  const digits = digitsOf(amount)
  return numberFormat(`amount${digits}`, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount)
}

/** A whole number: "12,000", "12.000". */
export function formatCount(count: number): string {
  return numberFormat('count', { maximumFractionDigits: 0 }).format(count)
}

/** Any number, with as many decimals as it has (up to `maximumFractionDigits`). */
export function formatNumber(value: number, maximumFractionDigits = 2): string {
  return numberFormat(`number${maximumFractionDigits}`, { maximumFractionDigits }).format(value)
}
