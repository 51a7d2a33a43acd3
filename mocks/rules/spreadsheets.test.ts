import { javaLocalDateTime } from './spreadsheets'

describe("javaLocalDateTime, as Java's LocalDateTime.toString() writes a time", () => {
  it.each([
    ['2026-11-21T18:00:00', '2026-11-21T18:00'],
    ['2026-11-21T18:00', '2026-11-21T18:00'],
    ['2026-11-21T18:30:05', '2026-11-21T18:30:05'],
    ['2026-11-21T00:00:00.000', '2026-11-21T00:00'],
    ['2026-11-21T09:15:00.250', '2026-11-21T09:15:00.250'],
  ])('%s is written %s', (stored, written) => {
    expect(javaLocalDateTime(stored)).toBe(written)
  })

  it('leaves text that is no date-time as it is', () => {
    expect(javaLocalDateTime('05/20/2031 10:00:00')).toBe('05/20/2031 10:00:00')
  })
})
