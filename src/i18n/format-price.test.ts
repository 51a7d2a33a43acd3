import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatAmount, formatCount, formatPrice } from './format'

describe('formatPrice', () => {
  it('writes dollars, with cents only when there are any, and then both digits', () => {
    expect(formatPrice(1250)).toBe('$1,250')
    expect(formatPrice(1234.5)).toBe('$1,234.50')
    expect(formatPrice(45.5)).toBe('$45.50')
    expect(formatPrice(40)).toBe('$40')
    expect(formatPrice(0.25)).toBe('$0.25')
    expect(formatPrice(19.999)).toBe('$20')
  })

  it('writes the amount alone by the same rule', () => {
    expect(formatAmount(1234.5)).toBe('1,234.50')
    expect(formatAmount(16954)).toBe('16,954')
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e7, noNaN: true }), (amount) => {
        expect(formatPrice(amount)).toBe(`$${formatAmount(amount)}`)
      }),
    )
  })
})

describe('formatCount', () => {
  it('separates thousands', () => {
    expect(formatCount(43824)).toBe('43,824')
    expect(formatCount(7)).toBe('7')
  })
})
