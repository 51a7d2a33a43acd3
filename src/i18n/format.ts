// Types only: the date helpers of src/domain/dates.ts bring dayjs, which the home page does without.
import type { DateInput } from '../domain/dates'
import { cachedFormat } from './format-number'
import { currentLocale } from './i18n'
import type { Locale } from './locales'

/**
 * Dates and times as the language in use writes them, through Intl; with the prices and
 * numbers of format-number.ts. English keeps the product's own formats (dates `YYYY-MM-DD`,
 * times `HH:mm`); what is sent to the server never passes through here (src/domain/dates.ts
 * writes its format).
 */
export { formatAmount, formatCount, formatNumber, formatPrice, intlLocale } from './format-number'

/** The first day of a calendar's week (0 Sunday): the United States' for English, Monday for Spain and Turkey. */
const FIRST_DAY_OF_WEEK: Record<Locale, number> = { en: 0, es: 1, tr: 1 }

export const firstDayOfWeek = (locale: Locale = currentLocale()): number =>
  FIRST_DAY_OF_WEEK[locale]

// Wall-clock readings are written as UTC instants and shown in UTC, so no zone moves them.
const dateFormat = (key: string, options: Intl.DateTimeFormatOptions) =>
  cachedFormat(
    `d:${key}`,
    (locale) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }),
  )

const RECEIVED = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/

/** A wall-clock reading (a received `YYYY-MM-DDTHH:mm:ss`, a Date or a Dayjs) as the UTC instant of the same fields, or null when it is none. */
function clockDate(value: DateInput): Date | null {
  if (typeof value !== 'string') {
    const local = value instanceof Date ? value : value.toDate()
    if (Number.isNaN(local.getTime())) return null
    const date = new Date(0)
    date.setUTCFullYear(local.getFullYear(), local.getMonth(), local.getDate())
    date.setUTCHours(local.getHours(), local.getMinutes(), local.getSeconds())
    return date
  }
  const fields = RECEIVED.exec(value)
  if (!fields) return null
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = fields
    .slice(1)
    .map((field) => Number(field ?? 0))
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  date.setUTCHours(hour, minute, second)
  // A day or a time past its range (Feb 30, 25:00) rolls over in Date: no such reading was received.
  const real =
    year >= 100 &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    minute < 60 &&
    second < 60
  return real ? date : null
}

/** A date with any of Intl's options, in the language in use ("December 2026", "diciembre de 2026"); empty for no date. */
export function formatDateWith(value: DateInput, options: Intl.DateTimeFormatOptions): string {
  const date = clockDate(value)
  if (!date) return ''
  return dateFormat(JSON.stringify(options), options).format(date)
}

/** "2026-12-05" in English (the product's own format, which no locale's short date matches everywhere), "05/12/2026" in Spanish, "05.12.2026" in Turkish; empty for no date. */
export function formatDate(value: DateInput): string {
  const date = clockDate(value)
  if (!date) return ''
  if (currentLocale() === 'en') return date.toISOString().slice(0, 10)
  return dateFormat('date', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(date)
}

/** "14:30" in every language (the 24-hour clock); empty for no time. */
export function formatTime(value: DateInput): string {
  const date = clockDate(value)
  if (!date) return ''
  return dateFormat('time', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date)
}

/** The date and the time, as formatDate and formatTime write them. */
export function formatDateTime(value: DateInput): string {
  const date = formatDate(value)
  return date ? `${date} ${formatTime(value)}` : ''
}
