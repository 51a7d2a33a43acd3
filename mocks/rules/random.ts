/** A small seeded random source (mulberry32): the same sequence in the browser and in Node, without faker's weight. */
export class SeededRandom {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  int({ min = 0, max }: { min?: number; max: number }): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[Math.floor(this.next() * items.length)]!
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  digits(count: number): string {
    return Array.from({ length: count }, () => String(this.int({ max: 9 }))).join('')
  }

  uuid(): string {
    const hex = Array.from({ length: 32 }, () => this.int({ max: 15 }).toString(16))
    hex[12] = '4'
    hex[16] = ((this.int({ max: 3 }) & 0x3) | 0x8).toString(16)
    const h = hex.join('')
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
  }
}
