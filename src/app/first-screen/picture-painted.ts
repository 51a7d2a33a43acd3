import { afterNextPaints, FIRST_SCREEN_PICTURE, PAINTED } from './first-screen'

/**
 * Resolves once the pictures that a live build's first screen put in #root (first-screen.ts)
 * are on screen: at once when they are already, when there are none, when the app has taken
 * #root over, or, for a picture that cannot be shown, when it fails.
 *
 * The app's first render replaces #root. Replacing a picture that has loaded but is not on
 * screen yet (the app's code often finishes running just as it arrives) throws that paint
 * away: the visitor sees the picture only with the app's own render, and Chromium counts the
 * page's largest paint from there. Waiting the frame or two until it is on screen costs the
 * app little and keeps what the first screen has shown.
 */
export function firstScreenPicturesPainted(
  root: HTMLElement,
  nextFrame?: (step: () => void) => unknown,
): Promise<void> {
  const pictures = root.hasAttribute('data-first-screen')
    ? [...root.querySelectorAll<HTMLImageElement>(`img[${FIRST_SCREEN_PICTURE}]`)]
    : []
  const waiting = pictures.filter((picture) => !picture.hasAttribute(PAINTED))
  if (waiting.length === 0) return Promise.resolve()
  return Promise.all(waiting.map((picture) => picture.decode().catch(() => undefined)))
    .then(() => afterNextPaints(nextFrame))
    .catch(() => undefined)
}
