import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { activateLocale, loadMessages } from '../../../i18n/i18n'
import { applyPending, bulkSummary, toggleSelection } from './bulk-logic'

const order = [5, 3, 9, 1, 7]

describe('toggleSelection', () => {
  it('toggles one row on a plain click', () => {
    expect([...toggleSelection(new Set(), order, 9, null, false)]).toEqual([9])
    expect([...toggleSelection(new Set([9, 1]), order, 9, 1, false)]).toEqual([1])
  })

  it('selects the range shown between the last click and a shift-click, either way round', () => {
    expect([...toggleSelection(new Set([3]), order, 7, 3, true)].sort()).toEqual([1, 3, 7, 9])
    expect([...toggleSelection(new Set([7]), order, 3, 7, true)].sort()).toEqual([1, 3, 7, 9])
  })

  it('clears a range when the shift-clicked row was selected', () => {
    expect([...toggleSelection(new Set(order), order, 9, 5, true)].sort()).toEqual([1, 7])
  })

  it('toggles one row when the anchor is no longer shown', () => {
    expect([...toggleSelection(new Set(), order, 1, 42, true)]).toEqual([1])
  })
})

describe('applyPending', () => {
  const rows = [
    { id: 1, status: 'CREATED' },
    { id: 2, status: 'CREATED' },
    { id: 3, status: 'DONE' },
  ]
  it('hides pending deletes and shows pending statuses', () => {
    expect(
      applyPending(rows, [
        { key: 1, action: { kind: 'delete' }, rows: [{ id: 2 }] },
        { key: 2, action: { kind: 'status', status: 'CANCELED' }, rows: [{ id: 3 }] },
      ]),
    ).toEqual([
      { id: 1, status: 'CREATED' },
      { id: 3, status: 'CANCELED' },
    ])
  })
  it('gives the same rows back when nothing is pending', () => {
    expect(applyPending(rows, [])).toBe(rows)
  })
})

describe('bulkSummary', () => {
  beforeAll(() => loadMessages('admin'))
  it('counts what succeeded', () => {
    expect(bulkSummary({ kind: 'delete' }, 3, [], 'user')).toEqual({
      ok: true,
      message: '3 users deleted',
    })
  })
  it("names each failure with the server's message", () => {
    expect(
      bulkSummary(
        { kind: 'status', status: 'DONE' },
        1,
        [{ name: 'Ada Byron', message: 'Reservation(s) exist for user!' }],
        'reservation',
      ).message,
    ).toBe('1 reservation set to DONE; 1 failed. Ada Byron: Reservation(s) exist for user!')
  })
})

describe('bulkSummary in other languages', () => {
  afterEach(() => activateLocale('en'))

  it('agrees the words with the noun and translates the status', async () => {
    await loadMessages('admin')
    await activateLocale('es')
    expect(bulkSummary({ kind: 'status', status: 'DONE' }, 2, [], 'reservation').message).toBe(
      '2 reservas cambiadas a COMPLETADA',
    )
    expect(bulkSummary({ kind: 'delete' }, 1, [], 'user').message).toBe('1 usuario eliminado')
    await activateLocale('tr')
    expect(
      bulkSummary({ kind: 'delete' }, 3, [{ name: 'Ada', message: 'Boom' }], 'vehicle').message,
    ).toBe('3 araç silindi; 1 başarısız. Ada: Boom')
  })
})
