import dayjs, { type Dayjs } from 'dayjs'
// With its extension: Node's ESM loader (Playwright's specs) resolves no bare file paths.
import customParseFormat from 'dayjs/plugin/customParseFormat.js'
import { formatSent, sentOfLocal } from './sent-date'

dayjs.extend(customParseFormat)

export const SENT_FORMAT = 'MM/DD/YYYY HH:mm:ss'
export const RECEIVED_FORMAT = 'YYYY-MM-DDTHH:mm:ss'
export const DATE_DISPLAY_FORMAT = 'YYYY-MM-DD'
export const TIME_DISPLAY_FORMAT = 'HH:mm'

export type DateInput = Date | Dayjs | string

/** A date and time as production holds them: a reading of the wall clock with no zone (Java's LocalDateTime), written `YYYY-MM-DDTHH:mm:ss`. */
export type LocalDateTime = string

export const SENT_PATTERN = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/
export const RECEIVED_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/
/** Hours 00-23, minutes and seconds 00-59 (RECEIVED_PATTERN only checks the digits). */
const REAL_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?$/

function toDayjs(value: DateInput): Dayjs {
  if (typeof value === 'string') return parseReceived(value)
  return dayjs(value)
}

export function toSent(value: DateInput): string {
  // A received text is reformatted as it reads: through a Date, a zone could shift it.
  if (typeof value === 'string') return isReceived(value) ? sentOfLocal(value) : ''
  return formatSent(toDayjs(value).toDate())
}

export function toReceived(value: DateInput): string {
  if (typeof value === 'string') {
    return isReceived(value) ? `${value.slice(0, 16)}:${value.slice(17, 19) || '00'}` : ''
  }
  return toDayjs(value).format(RECEIVED_FORMAT)
}

const two = (n: number) => String(n).padStart(2, '0')

export function localDateTimeOf(moment: Date | Dayjs): LocalDateTime {
  const d = moment instanceof Date ? moment : moment.toDate()
  const day = `${String(d.getFullYear()).padStart(4, '0')}-${two(d.getMonth() + 1)}-${two(d.getDate())}`
  return `${day}T${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`
}

/** A wall-clock reading as milliseconds on a clock without daylight saving (its fields read as UTC): differences between two are clock time, the same in every zone. */
export function clockMs(value: DateInput): number {
  const text = typeof value === 'string' ? value : localDateTimeOf(value)
  if (!isReceived(text)) return Number.NaN
  const n = (from: number, to: number) => Number(text.slice(from, to) || 0)
  // Years before 100, which Date.UTC would read as 1900 and on, are no received dates.
  return Date.UTC(n(0, 4), n(5, 7) - 1, n(8, 10), n(11, 13), n(14, 16), n(17, 19))
}

/** `MM/DD/YYYY HH:mm:ss` read as a wall-clock reading, or null when it is no real date and time (`strict`, as a query parameter is read), or null only for values out of range (`smart`: as Java reads a request body, a day past the month's end becomes its last day). */
export function localOfSent(
  text: string,
  mode: 'strict' | 'smart' = 'strict',
): LocalDateTime | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(text)
  if (!m) return null
  const [, month, day, year, hour, minute, second] = m as unknown as string[]
  let dayOfMonth = Number(day)
  if (Number(month) < 1 || Number(month) > 12 || dayOfMonth < 1 || dayOfMonth > 31) return null
  const monthLength = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate()
  if (dayOfMonth > monthLength) {
    if (mode === 'strict') return null
    dayOfMonth = monthLength
  }
  const local = `${year}-${month}-${two(dayOfMonth)}T${hour}:${minute}:${second}`
  return isReceived(local) ? local : null
}

export function parseSent(text: string): Dayjs {
  return dayjs(text, SENT_FORMAT, true)
}

export function parseReceived(text: string): Dayjs {
  return isReceived(text) ? dayjs(text) : dayjs('invalid')
}

export function isReceived(text: string): boolean {
  // dayjs rolls impossible values over (Feb 30 becomes Mar 2, 25:00 the next day): refuse them.
  return (
    RECEIVED_PATTERN.test(text) && isCalendarDay(text) && REAL_TIME_PATTERN.test(text.slice(11))
  )
}

/** Whether `YYYY-MM-DD...` (digits already checked) names a day of the Gregorian calendar. */
function isCalendarDay(text: string): boolean {
  const year = Number(text.slice(0, 4))
  const month = Number(text.slice(5, 7))
  const day = Number(text.slice(8, 10))
  // Years before 100 are out: Date (and so dayjs) would read them as 1900 and on.
  if (year < 100 || month < 1 || month > 12 || day < 1) return false
  // Day 0 of the next month is this month's last day (leap years included).
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate()
}

// A received text is shown as it reads (YYYY-MM-DD and HH:mm are its own digits): read into this device's zone, a time in the hour a spring-forward change skips would move.
export function formatDate(value: DateInput): string {
  if (typeof value === 'string') return isReceived(value) ? value.slice(0, 10) : ''
  const d = toDayjs(value)
  return d.isValid() ? d.format(DATE_DISPLAY_FORMAT) : ''
}

export function formatTime(value: DateInput): string {
  if (typeof value === 'string') return isReceived(value) ? value.slice(11, 16) : ''
  const d = toDayjs(value)
  return d.isValid() ? d.format(TIME_DISPLAY_FORMAT) : ''
}

export function formatDateTime(value: DateInput): string {
  const date = formatDate(value)
  return date ? `${date} ${formatTime(value)}` : ''
}

/** Joins a calendar date and a time of day (separate form fields) into one wall-clock reading, seconds zeroed. */
export function combineDateAndTime(date: Date | Dayjs, time: Date | Dayjs): LocalDateTime {
  const day = localDateTimeOf(date).slice(0, 10)
  return `${day}T${localDateTimeOf(time).slice(11, 16)}:00`
}

/** A wall-clock reading as the date and the time fields of a form hold them: the day at noon and the time on a day without a clock change, so that no zone moves either. */
export function dateAndTimeFields(local: LocalDateTime): { date: Date; time: Date } {
  const n = (from: number, to: number) => Number(local.slice(from, to))
  return {
    date: new Date(n(0, 4), n(5, 7) - 1, n(8, 10), 12),
    time: new Date(2000, 0, 1, n(11, 13), n(14, 16), n(17, 19) || 0),
  }
}

/** Whole clock hours between two readings, truncated (the pricing rule of the API): production counts hours between LocalDateTimes, so a night the clocks change has as many hours as the clock face shows, whatever this device's zone. */
export function wholeHoursBetween(from: DateInput, to: DateInput): number {
  // `|| 0` turns the -0 of a reversed range under an hour into 0 (Intl shows -0 as "-0").
  return Math.trunc((clockMs(to) - clockMs(from)) / 3_600_000) || 0
}
