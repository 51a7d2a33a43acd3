import dayjs from 'dayjs'
import fc from 'fast-check'
import {
  clockMs,
  combineDateAndTime,
  dateAndTimeFields,
  formatDate,
  formatDateTime,
  formatTime,
  localDateTimeOf,
  localOfSent,
  parseReceived,
  parseSent,
  toReceived,
  toSent,
  wholeHoursBetween,
} from './dates'

// Local-time constructors throughout: the API's dates carry no zone.
const may20 = new Date(2022, 4, 20, 9, 5, 7)

describe('toSent', () => {
  it('formats a Date, a Dayjs and a received string as MM/DD/YYYY HH:mm:ss', () => {
    expect(toSent(may20)).toBe('05/20/2022 09:05:07')
    expect(toSent(dayjs(may20))).toBe('05/20/2022 09:05:07')
    expect(toSent('2022-12-01T23:45:00')).toBe('12/01/2022 23:45:00')
  })
})

describe('toReceived', () => {
  it('formats as ISO local date-time without a zone', () => {
    expect(toReceived(may20)).toBe('2022-05-20T09:05:07')
    expect(toReceived('2022-05-20T10:00')).toBe('2022-05-20T10:00:00')
  })
})

describe('formatDate and formatTime', () => {
  it('show YYYY-MM-DD and HH:mm', () => {
    expect(formatDate(may20)).toBe('2022-05-20')
    expect(formatTime(may20)).toBe('09:05')
    expect(formatDate('2022-01-02T03:04:05')).toBe('2022-01-02')
    expect(formatTime('2022-01-02T03:04:05')).toBe('03:04')
    expect(formatTime(dayjs(new Date(2022, 0, 2, 17, 30)))).toBe('17:30')
    expect(formatDateTime('2022-01-02T03:04:05')).toBe('2022-01-02 03:04')
  })

  it.each(['', 'soon', '05/20/2022 10:00:00', '2022-02-30T10:00:00'])(
    'show nothing for %j',
    (text) => {
      expect(formatDate(text)).toBe('')
      expect(formatTime(text)).toBe('')
      expect(formatDateTime(text)).toBe('')
    },
  )
})

describe('parseSent', () => {
  it('reads MM/DD/YYYY HH:mm:ss', () => {
    const d = parseSent('05/20/2022 09:05:07')
    expect(d.isValid()).toBe(true)
    expect(d.toDate()).toEqual(may20)
  })

  it.each([
    '5/20/2022 09:05:07',
    '05/20/2022 9:05:07',
    '05/20/2022 09:05',
    '2022-05-20T09:05:07',
    '20/05/2022 09:05:07',
    '02/30/2022 10:00:00',
    '13/01/2022 10:00:00',
    '05/20/2022 24:00:00',
    '05/20/2022 10:60:00',
    '05/20/2022 10:00:00 ',
    '',
  ])('rejects %j', (text) => {
    expect(parseSent(text).isValid()).toBe(false)
  })
})

describe('parseReceived', () => {
  it.each([
    ['2022-05-20T09:05:07', may20],
    ['2022-05-20T09:05', new Date(2022, 4, 20, 9, 5)],
    ['2022-05-20T09:05:07.250', new Date(2022, 4, 20, 9, 5, 7, 250)],
    ['2024-02-29T00:00:00', new Date(2024, 1, 29)],
  ])('reads %j', (text, expected) => {
    const d = parseReceived(text)
    expect(d.isValid()).toBe(true)
    expect(d.toDate()).toEqual(expected)
  })

  it.each([
    '2022-05-20',
    '2022-05-20 09:05:07',
    '2022-05-20T09:05:07Z',
    '2022-05-20T09:05:07+02:00',
    '2022-5-20T09:05:07',
    '05/20/2022 09:05:07',
    '2022-02-30T10:00:00',
    '2023-02-29T10:00:00',
    '2022-13-01T10:00:00',
    '2022-00-10T10:00:00',
    '2022-05-20T24:00:00',
    '2022-05-20T10:60:00',
    '2022-05-20T10:00:60',
    'yesterday',
    '',
  ])('rejects %j', (text) => {
    expect(parseReceived(text).isValid()).toBe(false)
  })

  it('takes a day as real exactly when a strict dayjs parse of its date does', () => {
    const two = (n: number) => String(n).padStart(2, '0')
    const leapDays = [1900, 2000, 2023, 2024, 2100, 2400].map((year) => `${year}-02-29`)
    // Every month's last days and the days just past them, in a leap year and another.
    const monthEnds = [2023, 2024].flatMap((year) =>
      [...Array(12).keys()].flatMap((m) =>
        [28, 29, 30, 31, 32].map((d) => `${year}-${two(m + 1)}-${d}`),
      ),
    )
    const days = fc.oneof(
      fc
        .tuple(fc.integer({ min: 0, max: 9999 }), fc.nat(19), fc.nat(39))
        .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${two(m)}-${two(d)}`),
      fc.constantFrom(...leapDays, ...monthEnds, '0099-12-31', '0100-01-01'),
    )
    fc.assert(
      fc.property(days, (day) => {
        const strict = dayjs(day, 'YYYY-MM-DD', true).isValid()
        expect(parseReceived(`${day}T10:00:00`).isValid()).toBe(strict)
      }),
      { numRuns: 2000 },
    )
  })
})

describe('round trips', () => {
  it.each(['01/01/2022 00:00:00', '12/31/2023 23:59:59', '02/29/2024 12:30:15'])(
    'sent text %j survives parseSent then toSent',
    (text) => {
      expect(toSent(parseSent(text))).toBe(text)
    },
  )

  it.each(['2022-01-01T00:00:00', '2023-12-31T23:59:59', '2024-02-29T12:30:15'])(
    'received text %j survives parseReceived then toReceived',
    (text) => {
      expect(toReceived(parseReceived(text))).toBe(text)
    },
  )

  it('converts between the two formats both ways', () => {
    const received = '2022-07-04T18:20:00'
    const sent = toSent(received)
    expect(sent).toBe('07/04/2022 18:20:00')
    expect(toReceived(parseSent(sent))).toBe(received)
  })
})

describe('combineDateAndTime', () => {
  it('takes the calendar day of one and the hour and minute of the other, seconds zeroed', () => {
    const date = new Date(2022, 10, 3, 22, 11, 44, 500)
    const time = new Date(1999, 0, 1, 7, 45, 33, 123)
    const combined = combineDateAndTime(date, time)
    expect(combined).toBe('2022-11-03T07:45:00')
    expect(toSent(combined)).toBe('11/03/2022 07:45:00')
  })

  it('accepts Dayjs values', () => {
    const combined = combineDateAndTime(dayjs(new Date(2023, 0, 31)), dayjs('2000-01-01T23:59:59'))
    expect(toReceived(combined)).toBe('2023-01-31T23:59:00')
  })
})

describe('wholeHoursBetween', () => {
  it.each([
    ['2022-05-20T10:00:00', '2022-05-20T12:00:00', 2],
    ['2022-05-20T10:00:00', '2022-05-20T12:59:00', 2],
    ['2022-05-20T10:00:00', '2022-05-20T12:59:59', 2],
    ['2022-05-20T10:00:00', '2022-05-20T10:59:59', 0],
    ['2022-05-20T10:00:00', '2022-05-20T10:00:00', 0],
    ['2022-05-20T22:30:00', '2022-05-22T10:15:00', 35],
  ])('%s to %s is %d', (from, to, hours) => {
    expect(wholeHoursBetween(from, to)).toBe(hours)
  })

  it('truncates towards zero for a reversed range (a negative, never a rounded-down, count)', () => {
    expect(wholeHoursBetween('2022-05-20T12:59:00', '2022-05-20T10:00:00')).toBe(-2)
    expect(wholeHoursBetween('2022-05-20T10:30:00', '2022-05-20T10:00:00')).toBe(0)
  })

  it('accepts Date and Dayjs values', () => {
    const from = new Date(2022, 4, 20, 8, 0)
    expect(wholeHoursBetween(from, dayjs(from).add(5, 'hour').add(59, 'minute'))).toBe(5)
  })
})

describe('wall-clock readings', () => {
  it('read a sent text as production does: strictly, or with a day past the month clamped', () => {
    expect(localOfSent('03/29/2026 02:30:00')).toBe('2026-03-29T02:30:00')
    expect(localOfSent('02/30/2026 10:00:00')).toBeNull()
    expect(localOfSent('02/30/2026 10:00:00', 'smart')).toBe('2026-02-28T10:00:00')
    expect(localOfSent('02/32/2026 10:00:00', 'smart')).toBeNull()
    expect(localOfSent('13/01/2026 10:00:00', 'smart')).toBeNull()
    expect(localOfSent('05/20/2026 24:00:00', 'smart')).toBeNull()
  })

  it('split into a form date and time field and join again unchanged', () => {
    const { date, time } = dateAndTimeFields('2026-03-29T02:30:00')
    expect(combineDateAndTime(date, time)).toBe('2026-03-29T02:30:00')
    expect(localDateTimeOf(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02T03:04:05')
  })

  it('format a received text digit for digit', () => {
    expect(toSent('2026-03-29T02:30:00')).toBe('03/29/2026 02:30:00')
    expect(formatDateTime('2026-03-29T02:30:00')).toBe('2026-03-29 02:30')
    expect(clockMs('2026-03-29T04:00:00') - clockMs('2026-03-29T01:00:00')).toBe(3 * 3_600_000)
  })
})
