import { describe, expect, it } from 'vitest'
import { messageKey } from './message-key'

describe('messageKey', () => {
  it('is short, stable and differs for texts that differ by a letter or a space', () => {
    expect(messageKey('Book now')).toBe(messageKey('Book now'))
    expect(messageKey('Book now')).not.toBe(messageKey('Book Now'))
    expect(messageKey('Book now')).not.toBe(messageKey('Book now '))
    expect(messageKey('Başka bir uzun metin, Türkçe harflerle')).toMatch(/^[0-9a-z]{1,7}$/)
  })
})
