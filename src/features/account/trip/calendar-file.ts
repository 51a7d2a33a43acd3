import type { LocalDateTime } from '../../../domain/dates'
import type { Reservation } from '../../../domain/reservation'
import { t } from '../../../i18n/i18n'

// An iCalendar (RFC 5545) event for a reservation. Its times are wall-clock readings of the
// device's zone, as the app shows and books them; the file gives them in UTC, which every
// calendar places correctly wherever its reader is.

const utc = (moment: Date) =>
  moment
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** A wall-clock reading of this device's zone as an iCalendar UTC time, 20310520T140000Z. */
export function icsUtc(local: LocalDateTime): string {
  const n = (from: number, to: number) => Number(local.slice(from, to) || 0)
  return utc(new Date(n(0, 4), n(5, 7) - 1, n(8, 10), n(11, 13), n(14, 16), n(17, 19)))
}

/** Text as iCalendar wants it: backslash, semicolon, comma and line breaks escaped. */
export const icsText = (text: string) =>
  text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n')

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const bytes = new TextEncoder()
  const parts: string[] = []
  let current = ''
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74
    if (bytes.encode(current + char).length > limit) {
      parts.push(current)
      current = ''
    }
    current += char
  }
  parts.push(current)
  return parts.join('\r\n ')
}

export interface CalendarSite {
  name: string
  web: string
  phone: string
}

/** The .ics text of one reservation; `now` stamps it. */
export function reservationCalendar(r: Reservation, site: CalendarSite, now: Date): string {
  const stamp = utc(now)
  // The event's words are in the language the customer reads the site in when saving it.
  const description = [
    t('Reservation #{id} at {site}', { id: String(r.id), site: site.name }),
    t('Car: {model}', { model: r.car.model }),
    t('Pick up: {location}', { location: r.pickUpLocation }),
    t('Drop off: {location}', { location: r.dropOfLocation }),
    t('Questions: {phone}', { phone: site.phone }),
  ].join('\n')
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(site.name)}//Reservations//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:reservation-${r.id}@${icsText(site.web)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${icsUtc(r.pickUpTime)}`,
    `DTEND:${icsUtc(r.dropOfTime)}`,
    `SUMMARY:${icsText(t('{model} rental ({site})', { model: r.car.model, site: site.name }))}`,
    `LOCATION:${icsText(r.pickUpLocation)}`,
    `DESCRIPTION:${icsText(description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
