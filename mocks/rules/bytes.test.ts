import { base64ToBytes, bytesToBase64 } from './bytes'

describe('bytesToBase64 and base64ToBytes', () => {
  it('round-trip every byte value, past one chunk of characters', () => {
    const bytes = new Uint8Array(0x8000 * 2 + 7).map((_, i) => (i * 31) % 256)
    const base64 = bytesToBase64(bytes)
    expect(base64).toBe(Buffer.from(bytes).toString('base64'))
    expect([...base64ToBytes(base64)]).toEqual([...bytes])
  })
})
