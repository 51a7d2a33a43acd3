// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { PAINTED } from './car-first-screen'
import { firstScreenPicturePainted } from './picture-painted'

/** #root as the car page's first screen leaves it, with or without its picture. */
function root({ firstScreen = true, picture = true, painted = false } = {}) {
  const element = document.createElement('div')
  if (firstScreen) element.setAttribute('data-first-screen', '')
  element.innerHTML = `<div class="vehicle-details__stage">${picture ? '<img src="car.png">' : ''}</div>`
  const image = element.querySelector('img')
  if (image && painted) image.setAttribute(PAINTED, '')
  return { element, image }
}

/** A stand-in for requestAnimationFrame that counts the frames asked for. */
function frames() {
  const asked = vi.fn((step: () => void) => setTimeout(step))
  return asked
}

describe('firstScreenPicturePainted', () => {
  it('waits for the picture to be decoded, then for two frames', async () => {
    const { element, image } = root()
    let decoded!: () => void
    const decode = vi.fn(() => new Promise<void>((resolve) => (decoded = resolve)))
    Object.assign(image as HTMLImageElement, { decode })
    const nextFrame = frames()
    let done = false
    const painted = firstScreenPicturePainted(element, nextFrame).then(() => {
      done = true
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(done).toBe(false)
    expect(nextFrame).not.toHaveBeenCalled()
    decoded()
    await painted
    expect(nextFrame).toHaveBeenCalledTimes(2)
  })

  it('answers at once for a picture already on screen, none, or a page the app has taken over', async () => {
    for (const state of [
      root({ painted: true }),
      root({ picture: false }),
      root({ firstScreen: false }),
    ]) {
      const decode = vi.fn(() => new Promise<void>(() => undefined))
      if (state.image) Object.assign(state.image, { decode })
      const nextFrame = frames()
      await firstScreenPicturePainted(state.element, nextFrame)
      expect(decode).not.toHaveBeenCalled()
      expect(nextFrame).not.toHaveBeenCalled()
    }
  })

  it('answers when the picture cannot be shown', async () => {
    const { element, image } = root()
    Object.assign(image as HTMLImageElement, {
      decode: () => Promise.reject(new DOMException('broken', 'EncodingError')),
    })
    await expect(firstScreenPicturePainted(element, frames())).resolves.toBeUndefined()
  })
})
