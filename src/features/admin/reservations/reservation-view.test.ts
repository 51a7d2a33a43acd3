import fc from 'fast-check'
import { afterEach, beforeAll } from 'vitest'
import { formatPrice } from '../../../i18n/format'
import { activateLocale, loadMessages } from '../../../i18n/i18n'
import {
  priceText,
  reservationMatches,
  reservationNumber,
  timeSortKey,
  withCustomers,
} from './reservation-view'

// The admin pages load their part's messages first (English's placeholders are compiled per part).
beforeAll(() => loadMessages('admin'))
afterEach(() => activateLocale('en'))

describe('the admin reservations list', () => {
  it("writes a price as '$ ' and the localized total, as every price of the app reads", () => {
    expect(priceText({ totalPrice: 1234.5 })).toBe('$\u00a01,234.50')
    expect(priceText({ totalPrice: 16954 })).toBe('$\u00a016,954')
    expect(priceText({ totalPrice: 0 })).toBe('$\u00a00')
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e7, noNaN: true }), (totalPrice) => {
        expect(priceText({ totalPrice })).toBe(`$\u00a0${formatPrice(totalPrice).slice(1)}`)
      }),
    )
  })

  it("writes the total in another language as that language's prices read", async () => {
    await activateLocale('es')
    expect(priceText({ totalPrice: 3456 }).replace(/\s/g, ' ')).toBe('3456 US$')
    await activateLocale('tr')
    expect(priceText({ totalPrice: 3456 })).toBe('$3.456')
  })

  it('sorts times by a number that orders them as time does', () => {
    const times = [
      '2026-11-22T10:00:00',
      '2026-11-22T09:59:59',
      '2025-12-31T23:00:00',
      '2027-01-01T00:00:00',
      '2026-11-22T10:00:01',
      '2026-02-03T08:30:00',
    ]
    const byKey = [...times].sort((a, b) => timeSortKey(a) - timeSortKey(b))
    const byTime = [...times].sort((a, b) => new Date(a).getTime() - new Date(b).getTime())
    expect(byKey).toEqual(byTime)
    // Without seconds it is the same minute's start.
    expect(timeSortKey('2026-11-22T10:00')).toBe(timeSortKey('2026-11-22T10:00:00'))
    expect(timeSortKey('2026-11-22T10:07:09')).toBe(20261122100709)
  })

  it("reads a time's key as its first 14 digits, then zeros, whatever else the text holds", () => {
    const reference = (text: string) => Number(text.replace(/\D/g, '').slice(0, 14).padEnd(14, '0'))
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789-T: x٣') }), (text) => {
        expect(timeSortKey(text)).toBe(reference(text))
      }),
    )
  })

  it('keeps a reservation whose pick-up day is inside the chosen days and status', () => {
    const r = { status: 'CREATED', pickUpTime: '2026-11-22T10:00:00' } as Parameters<
      typeof reservationMatches
    >[0]
    expect(reservationMatches(r, { status: 'CREATED', from: '2026-11-22', to: '2026-11-22' })).toBe(
      true,
    )
    expect(reservationMatches(r, { status: 'DONE' })).toBe(false)
    expect(reservationMatches(r, { from: '2026-11-23' })).toBe(false)
    expect(reservationMatches(r, { to: '2026-11-21' })).toBe(false)
  })
})

describe('withCustomers', () => {
  it('names each reservation by its user, and by the id when the user is not listed', () => {
    const rows = withCustomers(
      [{ userId: 3 }, { userId: 9 }] as unknown as Parameters<typeof withCustomers>[0],
      [{ id: 3, firstName: 'Ada', lastName: 'Lovelace' }],
    )
    expect(rows.map((row) => row.customer)).toEqual(['Ada Lovelace', 'User 9'])
  })

  it('names an unlisted user and numbers a reservation in the language in use', async () => {
    await activateLocale('es')
    const [row] = withCustomers(
      [{ userId: 9 }] as unknown as Parameters<typeof withCustomers>[0],
      [],
    )
    expect(row?.customer).toBe('Usuario 9')
    expect(reservationNumber({ id: 12 })).toBe('N.º 12')
    await activateLocale('tr')
    expect(reservationNumber({ id: 12 })).toBe('No. 12')
    await activateLocale('en')
    expect(reservationNumber({ id: 12 })).toBe('No. 12')
  })
})
