import dayjs, { type Dayjs } from 'dayjs'
// With its extension: Node's ESM loader (Playwright's specs) resolves no bare file paths.
import customParseFormat from 'dayjs/plugin/customParseFormat.js'
import { formatSent } from './sent-date'

dayjs.extend(customParseFormat)

/** The format the API expects in query parameters and request bodies. */
export const SENT_FORMAT = 'MM/DD/YYYY HH:mm:ss'
/** The format the API returns: ISO local date-time without a zone. */
export const RECEIVED_FORMAT = 'YYYY-MM-DDTHH:mm:ss'
/** How dates and times are shown in forms and tables. */
export const DATE_DISPLAY_FORMAT = 'YYYY-MM-DD'
export const TIME_DISPLAY_FORMAT = 'HH:mm'

export type DateInput = Date | Dayjs | string

export const SENT_PATTERN = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/
export const RECEIVED_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/
/** Hours 00-23, minutes and seconds 00-59 (RECEIVED_PATTERN only checks the digits). */
const REAL_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?$/

function toDayjs(value: DateInput): Dayjs {
  if (typeof value === 'string') return parseReceived(value)
  return dayjs(value)
}

/** Formats a date-time for the API (`MM/DD/YYYY HH:mm:ss`). */
export function toSent(value: DateInput): string {
  return formatSent(toDayjs(value).toDate())
}

/** Formats a date-time the way the API returns it (ISO local, no zone). */
export function toReceived(value: DateInput): string {
  return toDayjs(value).format(RECEIVED_FORMAT)
}

/** Parses `MM/DD/YYYY HH:mm:ss` strictly; the result is invalid when the text is not. */
export function parseSent(text: string): Dayjs {
  return dayjs(text, SENT_FORMAT, true)
}

/** Parses an ISO local date-time as returned by the API; seconds and fractions optional. */
export function parseReceived(text: string): Dayjs {
  if (!RECEIVED_PATTERN.test(text)) return dayjs('invalid')
  // dayjs rolls impossible values over (Feb 30 becomes Mar 2, 25:00 the next day): refuse them.
  // Checked field by field rather than by re-formatting, so a local DST gap does not reject a date.
  if (!isCalendarDay(text) || !REAL_TIME_PATTERN.test(text.slice(11))) return dayjs('invalid')
  return dayjs(text)
}

/**
 * Whether `YYYY-MM-DD...` (digits already checked) names a day of the Gregorian calendar. Worked
 * out from the digits: a strict dayjs parse of the format said the same, at many times the cost
 * (an admin table reads two dates a row, a search one for each of 10,000 rows).
 */
function isCalendarDay(text: string): boolean {
  const year = Number(text.slice(0, 4))
  const month = Number(text.slice(5, 7))
  const day = Number(text.slice(8, 10))
  // Years before 100 are out: Date (and so dayjs) would read them as 1900 and on.
  if (year < 100 || month < 1 || month > 12 || day < 1) return false
  // Day 0 of the next month is this month's last day (leap years included).
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate()
}

export function formatDate(value: DateInput): string {
  const d = toDayjs(value)
  return d.isValid() ? d.format(DATE_DISPLAY_FORMAT) : ''
}

export function formatTime(value: DateInput): string {
  const d = toDayjs(value)
  return d.isValid() ? d.format(TIME_DISPLAY_FORMAT) : ''
}

/** "2026-05-20 10:00": a received date-time the way the forms show a date and a time. */
export function formatDateTime(value: DateInput): string {
  // Read once (a table shows two of these a row, a search reads one for each of its rows).
  const d = toDayjs(value)
  return d.isValid() ? d.format(`${DATE_DISPLAY_FORMAT} ${TIME_DISPLAY_FORMAT}`) : ''
}

/** Joins a calendar date and a clock time (from separate form fields) into one moment. */
export function combineDateAndTime(date: Date | Dayjs, time: Date | Dayjs): Dayjs {
  const t = dayjs(time)
  return dayjs(date).hour(t.hour()).minute(t.minute()).second(0).millisecond(0)
}

/** Whole hours between two moments, truncated (the pricing rule of the API). */
export function wholeHoursBetween(from: DateInput, to: DateInput): number {
  // `|| 0` turns the -0 of a reversed range under an hour into 0 (Intl shows -0 as "-0").
  return Math.trunc(toDayjs(to).diff(toDayjs(from), 'hour', true)) || 0
}
