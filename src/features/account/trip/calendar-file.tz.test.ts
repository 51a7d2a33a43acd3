import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Reservation } from '../../../domain/reservation'
import { activateLocale, loadMessages } from '../../../i18n/i18n'
import { testVehicle } from '../../../test/vehicle'
import { foldLine, icsText, icsUtc, reservationCalendar } from './calendar-file'

// Runs in Europe/Berlin and in UTC (vitest.config.ts): a reservation's times are readings of
// the device's zone, and the file must place them at the same moment in any calendar.
const berlin = process.env.TZ === 'Europe/Berlin'

const reservation: Reservation = {
  id: 42,
  car: testVehicle({ model: 'Audi A4, Avant' }),
  userId: 7,
  pickUpTime: '2031-01-15T10:00:00',
  dropOfTime: '2031-07-15T10:30:00',
  pickUpLocation: 'JFK Airport; Terminal 4',
  dropOfLocation: 'Hudson Yards',
  status: 'CREATED',
  totalPrice: 120,
}
// The reservation's page loads the account part, whose English messages with placeholders the file uses.
beforeAll(() => loadMessages('account'))

const site = { name: 'Autovia', web: 'www.autovia.test', phone: '+1 (212) 555-0142' }

/** The unfolded lines of an iCalendar text, by property name. */
function properties(text: string): Record<string, string> {
  const lines = text.replace(/\r\n /g, '').split('\r\n')
  return Object.fromEntries(
    lines.filter(Boolean).map((line) => {
      const colon = line.indexOf(':')
      return [line.slice(0, colon), line.slice(colon + 1)]
    }),
  )
}

describe('the calendar file of a reservation', () => {
  it("gives the times in UTC from the device's zone, winter and summer", () => {
    expect(icsUtc('2031-01-15T10:00:00')).toBe(berlin ? '20310115T090000Z' : '20310115T100000Z')
    expect(icsUtc('2031-07-15T10:30:00')).toBe(berlin ? '20310715T083000Z' : '20310715T103000Z')
  })

  it('holds one event with the car, places, times and number', () => {
    const text = reservationCalendar(reservation, site, new Date(Date.UTC(2030, 0, 2, 3, 4, 5)))
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true)
    const p = properties(text)
    expect(p).toMatchObject({
      UID: 'reservation-42@www.autovia.test',
      DTSTAMP: '20300102T030405Z',
      DTSTART: icsUtc(reservation.pickUpTime),
      DTEND: icsUtc(reservation.dropOfTime),
      SUMMARY: 'Audi A4\\, Avant rental (Autovia)',
      LOCATION: 'JFK Airport\\; Terminal 4',
    })
    expect(p.DESCRIPTION).toContain('Reservation #42 at Autovia\\nCar: Audi A4\\, Avant')
    expect(p.DESCRIPTION).toContain('Drop off: Hudson Yards')
    // Every physical line within 75 octets.
    for (const line of text.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    }
  })

  it('escapes text and folds long lines without splitting a character', () => {
    expect(icsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne')
    const long = `DESCRIPTION:${'é'.repeat(60)}`
    const folded = foldLine(long)
    expect(folded.replace(/\r\n /g, '')).toBe(long)
    expect(folded.split('\r\n').length).toBeGreaterThan(1)
  })
})

describe('the calendar file in another language', () => {
  afterEach(() => activateLocale('en'))

  it("words the event in the language in use, and keeps the file's own fields as they are", async () => {
    await activateLocale('es')
    const p = properties(reservationCalendar(reservation, site, new Date(0)))
    expect(p.SUMMARY).toBe('Alquiler de Audi A4\\, Avant (Autovia)')
    expect(p.DESCRIPTION).toContain('Reserva n.º 42 en Autovia\\nCoche: Audi A4\\, Avant')
    expect(p.DESCRIPTION).toContain('Devolución: Hudson Yards')
    expect(p.PRODID).toBe('-//Autovia//Reservations//EN')
  })
})
