import { base64ToBytes, bytesToBase64, textToBase64 } from './bytes'

const decode = (base64: string) => new TextDecoder().decode(base64ToBytes(base64))

describe('textToBase64', () => {
  it('encodes ASCII text (the seed pictures) as its bytes', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h10"/></svg>'
    expect(textToBase64(svg)).toBe(Buffer.from(svg, 'utf8').toString('base64'))
    expect(decode(textToBase64(svg))).toBe(svg)
  })

  it('encodes other text as UTF-8, like the bytes of a file', () => {
    const text = 'Café · 東京 · 🚗'
    expect(textToBase64(text)).toBe(Buffer.from(text, 'utf8').toString('base64'))
    expect(decode(textToBase64(text))).toBe(text)
  })

  it('encodes empty text as empty', () => {
    expect(textToBase64('')).toBe('')
  })
})

describe('bytesToBase64 and base64ToBytes', () => {
  it('round-trip every byte value, past one chunk of characters', () => {
    const bytes = new Uint8Array(0x8000 * 2 + 7).map((_, i) => (i * 31) % 256)
    const base64 = bytesToBase64(bytes)
    expect(base64).toBe(Buffer.from(bytes).toString('base64'))
    expect([...base64ToBytes(base64)]).toEqual([...bytes])
  })
})
