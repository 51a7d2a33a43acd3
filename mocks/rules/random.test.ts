import { SeededRandom } from './random'

describe('SeededRandom', () => {
  it('gives the same sequence for the same seed, another for another seed', () => {
    const draw = (seed: number) => {
      const random = new SeededRandom(seed)
      return Array.from({ length: 20 }, () => random.next())
    }
    expect(draw(7)).toEqual(draw(7))
    expect(draw(7)).not.toEqual(draw(8))
  })

  it('keeps every draw in range and reaches both ends', () => {
    const random = new SeededRandom(2026)
    const ints = Array.from({ length: 2000 }, () => random.int({ min: -2, max: 3 }))
    expect(new Set(ints)).toEqual(new Set([-2, -1, 0, 1, 2, 3]))
    const floats = Array.from({ length: 2000 }, () => random.next())
    expect(floats.every((x) => x >= 0 && x < 1)).toBe(true)
    expect(random.digits(6)).toMatch(/^\d{6}$/)
    expect(random.uuid()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    expect(() => random.pick([])).toThrow()
  })

  it('honours a probability roughly', () => {
    const random = new SeededRandom(1)
    const hits = Array.from({ length: 10_000 }, () => random.chance(0.85)).filter(Boolean).length
    expect(hits).toBeGreaterThan(8300)
    expect(hits).toBeLessThan(8700)
  })
})
