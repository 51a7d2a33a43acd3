import { describe, expect, it } from 'vitest'
import { parseId } from './route-id'

describe('parseId', () => {
  it('reads whole numbers written with digits only', () => {
    expect(parseId('0')).toBe(0)
    expect(parseId('42')).toBe(42)
    expect(parseId(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER)
  })

  it('is NaN for anything else, and for numbers too large to be exact', () => {
    for (const param of [undefined, '', '-1', '1.5', '1e3', ' 1', '0x1', 'abc', '9'.repeat(17)]) {
      expect(parseId(param)).toBeNaN()
    }
  })
})
