import { afterEach, describe, expect, it } from 'vitest'
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatDateWith,
  formatPrice,
  formatTime,
} from './format'
import { activateLocale } from './i18n'

afterEach(() => activateLocale('en'))

describe('formats per language', () => {
  it('keeps the product formats in English', async () => {
    await activateLocale('en')
    expect(formatPrice(1250)).toBe('$1,250')
    expect(formatPrice(1234.5)).toBe('$1,234.50')
    expect(formatCount(12000)).toBe('12,000')
    expect(formatDate('2026-12-05T14:30:00')).toBe('2026-12-05')
    expect(formatTime('2026-12-05T09:05:00')).toBe('09:05')
    expect(formatDateTime('2026-12-05T14:30:00')).toBe('2026-12-05 14:30')
    expect(formatDateWith('2026-12-05T00:00:00', { month: 'long', year: 'numeric' })).toBe(
      'December 2026',
    )
  })

  it('writes Spanish and Turkish dates, prices and numbers through Intl', async () => {
    await activateLocale('es')
    expect(formatDate('2026-12-05T14:30:00')).toBe('05/12/2026')
    expect(formatTime('2026-12-05T14:30:00')).toBe('14:30')
    expect(formatPrice(1234.5).replace(/\s/g, ' ')).toBe('1234,50 US$')
    expect(formatCount(12000)).toBe('12.000')
    expect(formatDateWith('2026-12-05T00:00:00', { month: 'long', year: 'numeric' })).toBe(
      'diciembre de 2026',
    )
    await activateLocale('tr')
    expect(formatDate('2026-12-05T14:30:00')).toBe('05.12.2026')
    expect(formatPrice(1250)).toBe('$1.250')
    expect(formatDateWith('2026-12-05T00:00:00', { month: 'long', year: 'numeric' })).toBe(
      'Aralık 2026',
    )
  })

  it('reads a wall-clock reading in no zone, and shows nothing for no date', async () => {
    await activateLocale('tr')
    expect(formatDate('2026-03-29T02:30:00')).toBe('29.03.2026')
    expect(formatTime('2026-03-29T02:30:00')).toBe('02:30')
    expect(formatDate('not a date')).toBe('')
    expect(formatDate('2026-02-30T10:00:00')).toBe('')
    expect(formatTime('2026-02-03T25:00:00')).toBe('')
    expect(formatDate(new Date(2026, 11, 5, 23, 30))).toBe('05.12.2026')
    expect(formatDate(new Date(Number.NaN))).toBe('')
  })
})
