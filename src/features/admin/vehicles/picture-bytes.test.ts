import { describe, expect, it } from 'vitest'
import { checkPictureBytes, isPictureBytes, refusedByBytes } from './picture-bytes'

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(
    values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])),
  )

describe('isPictureBytes', () => {
  it('knows PNG, JPEG, GIF and WebP by their first bytes', () => {
    expect(isPictureBytes(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d))).toBe(true)
    expect(isPictureBytes(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'))).toBe(true)
    expect(isPictureBytes(bytes('GIF89a', 1, 0, 1, 0))).toBe(true)
    expect(isPictureBytes(bytes('GIF87a', 1, 0, 1, 0))).toBe(true)
    expect(isPictureBytes(bytes('RIFF', 0x24, 0, 0, 0, 'WEBP'))).toBe(true)
  })

  it('refuses an SVG, text, an empty file and near misses', () => {
    expect(isPictureBytes(bytes('<svg xmlns="'))).toBe(false)
    expect(isPictureBytes(bytes('<?xml version'))).toBe(false)
    expect(isPictureBytes(bytes())).toBe(false)
    expect(isPictureBytes(bytes(0x89, 'PNX', 0x0d, 0x0a, 0x1a, 0x0a))).toBe(false)
    expect(isPictureBytes(bytes('RIFF', 0x24, 0, 0, 0, 'WAVE'))).toBe(false)
    expect(isPictureBytes(bytes('GIF88a'))).toBe(false)
  })
})

describe('checkPictureBytes', () => {
  it('remembers a file that is no picture, whatever its name says', async () => {
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'car.png', {
      type: 'image/png',
    })
    const png = new File([bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0)], 'car.png', {
      type: 'image/png',
    })
    await checkPictureBytes(svg)
    await checkPictureBytes(png)
    expect(refusedByBytes(svg)).toBe(true)
    expect(refusedByBytes(png)).toBe(false)
  })
})
