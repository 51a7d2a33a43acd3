import { describe, expect, it } from 'vitest'
import { isNetworkFailure } from './connection'

describe('isNetworkFailure', () => {
  it('counts a request with no response, and fetch failures', () => {
    expect(isNetworkFailure(Object.assign(new Error('x'), { status: 0 }))).toBe(true)
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true)
  })

  it('leaves out responses and a refusal of this site address, whose message says more', () => {
    expect(isNetworkFailure(Object.assign(new Error('x'), { status: 404 }))).toBe(false)
    const refused = Object.assign(new Error('The server refused'), { status: 0, refused: true })
    expect(isNetworkFailure(refused)).toBe(false)
  })
})
