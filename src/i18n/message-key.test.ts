import { describe, expect, it } from 'vitest'
import { coreId, corePlace, messageKey } from './message-key'

describe('messageKey', () => {
  it('is short, stable and differs for texts that differ by a letter or a space', () => {
    expect(messageKey('Book now')).toBe(messageKey('Book now'))
    expect(messageKey('Book now')).not.toBe(messageKey('Book Now'))
    expect(messageKey('Book now')).not.toBe(messageKey('Book now '))
    expect(messageKey('Başka bir uzun metin, Türkçe harflerle')).toMatch(/^[0-9a-z]{1,7}$/)
  })
})

describe('core ids', () => {
  it('name a place in the core catalogs, and nothing else reads as one', () => {
    for (const place of [0, 9, 35, 36, 1295]) expect(corePlace(coreId(place))).toBe(place)
    expect(coreId(36)).toBe('#10')
    for (const text of ['Book now', '#1 in town', '#', '#A', '', 'Vehicle #12']) {
      expect(corePlace(text)).toBeUndefined()
    }
  })
})
