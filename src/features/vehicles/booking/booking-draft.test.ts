import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearDraft, DRAFT_KEY, loadDraft, saveDraft } from './booking-draft'
import { emptyBookingValues } from './booking-schema'

const trip = {
  ...emptyBookingValues,
  pickUpLocation: 'JFK Airport',
  dropOfLocation: 'Hudson Yards',
  pickUpDate: new Date(2030, 4, 21),
  pickUpTime: new Date(2030, 0, 1, 10, 15),
  dropOffDate: new Date(2030, 4, 22),
  dropOffTime: new Date(2030, 0, 1, 9, 0),
  cardNo: '4111-1111-1111-1111',
  nameOnCard: 'Ada Lovelace',
  expireDate: '12/31',
  cvc: '123',
  contract: true,
}

/** A sessionStorage of its own (these tests run in Node). */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}

describe('booking draft', () => {
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', memoryStorage())
    return () => vi.unstubAllGlobals()
  })

  it('keeps places, dates and times, and never the card', () => {
    saveDraft(trip)
    const kept = sessionStorage.getItem(DRAFT_KEY) ?? ''
    for (const secret of ['4111', 'Ada Lovelace', '12/31', '123', 'contract']) {
      expect(kept).not.toContain(secret)
    }
    const draft = loadDraft()
    expect(draft.pickUpLocation).toBe('JFK Airport')
    expect(draft.dropOfLocation).toBe('Hudson Yards')
    expect(draft.pickUpDate).toEqual(new Date(2030, 4, 21))
    expect(draft.dropOffDate).toEqual(new Date(2030, 4, 22))
    expect([draft.pickUpTime?.getHours(), draft.pickUpTime?.getMinutes()]).toEqual([10, 15])
    expect([draft.dropOffTime?.getHours(), draft.dropOffTime?.getMinutes()]).toEqual([9, 0])
    expect(draft).not.toHaveProperty('cardNo')
  })

  it('keeps what is missing empty', () => {
    saveDraft({ ...trip, pickUpDate: null, dropOffTime: null, dropOfLocation: '' })
    expect(loadDraft()).toMatchObject({ pickUpDate: null, dropOffTime: null, dropOfLocation: '' })
  })

  it('reads nothing from a missing, broken or tampered draft', () => {
    expect(loadDraft()).toEqual({})
    sessionStorage.setItem(DRAFT_KEY, '{not json')
    expect(loadDraft()).toEqual({})
    sessionStorage.setItem(DRAFT_KEY, '"text"')
    expect(loadDraft()).toEqual({})
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ pickUpLocation: 42, pickUpDate: '2030-02-30', pickUpTime: '25:00' }),
    )
    expect(loadDraft()).toMatchObject({ pickUpLocation: '', pickUpDate: null, pickUpTime: null })
  })

  it('is gone once cleared', () => {
    saveDraft(trip)
    clearDraft()
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull()
    expect(loadDraft()).toEqual({})
  })
})
