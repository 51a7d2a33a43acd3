import { describe, expect, it } from 'vitest'
import { formatPrice } from './format-price'

describe('formatPrice', () => {
  it('writes dollars, with cents only when there are any', () => {
    expect(formatPrice(1250)).toBe('$1,250')
    expect(formatPrice(45.5)).toBe('$45.5')
    expect(formatPrice(40)).toBe('$40')
    expect(formatPrice(0.25)).toBe('$0.25')
  })
})
