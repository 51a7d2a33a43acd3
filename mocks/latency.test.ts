import { afterEach, describe, expect, it, vi } from 'vitest'
import { currentLatency, LATENCY_KEY } from './latency'

function storeWith(value: string | null) {
  vi.stubGlobal('localStorage', { getItem: (key: string) => (key === LATENCY_KEY ? value : null) })
}

describe('currentLatency', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('uses the stored choice over the build value', () => {
    storeWith('1200')
    expect(currentLatency(300)).toBe(1200)
    storeWith('0')
    expect(currentLatency(300)).toBe(0)
  })

  it('falls back to the build value when nothing usable is stored', () => {
    storeWith(null)
    expect(currentLatency(300)).toBe(300)
    storeWith('slow')
    expect(currentLatency(300)).toBe(300)
    storeWith('-5')
    expect(currentLatency(300)).toBe(300)
  })

  it('caps absurd values and survives storage that throws', () => {
    storeWith('99999999')
    expect(currentLatency(300)).toBe(10_000)
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied')
      },
    })
    expect(currentLatency(300)).toBe(300)
  })
})
