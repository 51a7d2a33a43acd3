// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { FIRST_SCREEN_PICTURE, PAINTED } from './first-screen'
import { firstScreenPainted } from './takeover'

/** #root as a first screen leaves it: with `pictures` of its own (painted or not) or none. */
function root({ firstScreen = true, pictures = [false], appPicture = false } = {}) {
  const element = document.createElement('div')
  if (firstScreen) element.setAttribute('data-first-screen', '')
  const images = pictures
    .map(
      (painted, index) =>
        `<img src="car-${index}.png" ${FIRST_SCREEN_PICTURE} ${painted ? PAINTED : ''}>`,
    )
    .join('')
  // A picture the first screen did not put in (the app's own, say) is not waited for.
  element.innerHTML = `<div class="stage">${images}${appPicture ? '<img src="app.png">' : ''}</div>`
  return { element, images: [...element.querySelectorAll('img')] }
}

/** Each picture's decode() resolved by the test, in any order. */
function decodedByHand(images: HTMLImageElement[]) {
  return images.map((image) => {
    let decoded!: () => void
    const done = new Promise<void>((resolve) => {
      decoded = resolve
    })
    const decode = vi.fn(() => done)
    Object.assign(image, { decode })
    return { decode, decoded }
  })
}

/** A stand-in for requestAnimationFrame that counts the frames asked for. */
const frames = () => vi.fn((step: () => void) => setTimeout(step))

const later = () => new Promise((resolve) => setTimeout(resolve, 20))

/** A font set whose fonts are all in. */
const fontsIn = { ready: Promise.resolve({} as FontFaceSet), status: 'loaded' as const }

/** A font set whose fonts come in when the test says so (or fail to). */
function fontsByHand() {
  let loaded!: () => void
  let failed!: () => void
  const ready = new Promise<FontFaceSet>((resolve, reject) => {
    loaded = () => resolve({} as FontFaceSet)
    failed = () => reject(new Error('a font could not load'))
  })
  // A failure before the function reads it is not an unhandled rejection.
  ready.catch(() => undefined)
  return { fonts: { ready, status: 'loading' as const }, loaded, failed }
}

describe('firstScreenPainted: pictures', () => {
  it('waits for every picture to be decoded, then for two frames', async () => {
    const { element, images } = root({ pictures: [false, false] })
    const [first, second] = decodedByHand(images)
    const nextFrame = frames()
    let done = false
    const painted = firstScreenPainted(element, fontsIn, nextFrame).then(() => {
      done = true
    })
    second?.decoded()
    await later()
    expect(done).toBe(false)
    expect(nextFrame).not.toHaveBeenCalled()
    first?.decoded()
    await painted
    expect(nextFrame).toHaveBeenCalledTimes(2)
  })

  it('does not wait for a picture already on screen or one the first screen did not put in', async () => {
    const { element, images } = root({ pictures: [true, false], appPicture: true })
    const [painted, waiting, app] = decodedByHand(images)
    waiting?.decoded()
    await firstScreenPainted(element, fontsIn, frames())
    expect(painted?.decode).not.toHaveBeenCalled()
    expect(waiting?.decode).toHaveBeenCalledOnce()
    expect(app?.decode).not.toHaveBeenCalled()
  })

  it('resolves at once for pictures already on screen, none, or a page the app has taken over', async () => {
    for (const state of [
      root({ pictures: [true, true] }),
      root({ pictures: [] }),
      root({ firstScreen: false }),
    ]) {
      const decoding = decodedByHand(state.images)
      const nextFrame = frames()
      await firstScreenPainted(state.element, fontsIn, nextFrame)
      for (const { decode } of decoding) expect(decode).not.toHaveBeenCalled()
      expect(nextFrame).not.toHaveBeenCalled()
    }
  })

  it('resolves when a picture cannot be shown, once the others are decoded', async () => {
    const { element, images } = root({ pictures: [false, false] })
    Object.assign(images[0] as HTMLImageElement, {
      decode: () => Promise.reject(new DOMException('broken', 'EncodingError')),
    })
    const [second] = decodedByHand(images.slice(1))
    let done = false
    const painted = firstScreenPainted(element, fontsIn, frames()).then(() => {
      done = true
    })
    await later()
    expect(done).toBe(false)
    second?.decoded()
    await expect(painted).resolves.toBeUndefined()
  })
})

describe('firstScreenPainted: text', () => {
  it('lays the first screen out, then waits for the fonts it asked for', async () => {
    const { element } = root({ pictures: [] })
    const layout = vi.spyOn(element, 'getBoundingClientRect')
    const { fonts, loaded } = fontsByHand()
    const nextFrame = frames()
    let done = false
    const painted = firstScreenPainted(element, fonts, nextFrame).then(() => {
      done = true
    })
    expect(layout).toHaveBeenCalledOnce()
    await later()
    expect(done).toBe(false)
    loaded()
    await painted
    // Text needs no frame: the fonts' load is what it waits for.
    expect(nextFrame).not.toHaveBeenCalled()
  })

  it('waits for the pictures and the fonts both', async () => {
    const { element, images } = root({ pictures: [false] })
    const [picture] = decodedByHand(images)
    const { fonts, loaded } = fontsByHand()
    let done = false
    const painted = firstScreenPainted(element, fonts, frames()).then(() => {
      done = true
    })
    picture?.decoded()
    await later()
    expect(done).toBe(false)
    loaded()
    await painted
    expect(done).toBe(true)
  })

  it('resolves when a font cannot load', async () => {
    const { element } = root({ pictures: [] })
    const { fonts, failed } = fontsByHand()
    const painted = firstScreenPainted(element, fonts, frames())
    failed()
    await expect(painted).resolves.toBeUndefined()
  })

  it('does not wait without the font loading API', async () => {
    const nextFrame = frames()
    await firstScreenPainted(root({ pictures: [] }).element, undefined, nextFrame)
    expect(nextFrame).not.toHaveBeenCalled()
  })
})
