import { afterNextPaints, FIRST_SCREEN_PICTURE, PAINTED } from './car-first-screen'

/**
 * Resolves once the car's picture that a live build's first screen put in #root
 * (car-first-screen.ts) is on screen: at once when it is already, when there is none, when
 * the app has taken #root over, or when the picture cannot be shown.
 *
 * The app's first render replaces #root. Replacing a picture that has loaded but is not on
 * screen yet (the app's code often finishes running just as it arrives) throws that paint
 * away: the visitor sees the picture only with the app's own render, and Chromium counts the
 * page's largest paint from there. Waiting the frame or two until it is on screen costs the
 * app little and keeps what the first screen has shown.
 */
export function firstScreenPicturePainted(
  root: HTMLElement,
  nextFrame?: (step: () => void) => unknown,
): Promise<void> {
  const picture = root.hasAttribute('data-first-screen')
    ? root.querySelector<HTMLImageElement>(FIRST_SCREEN_PICTURE)
    : null
  if (!picture || picture.hasAttribute(PAINTED)) return Promise.resolve()
  return picture
    .decode()
    .then(() => afterNextPaints(nextFrame))
    .catch(() => undefined)
}
