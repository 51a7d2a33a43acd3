import { afterNextPaints, FIRST_SCREEN_PICTURE, PAINTED } from './paint-marks'

/** Resolves once the first screen's pictures are painted and its text is in its web font, since replacing either before then moves the page's largest paint to the app's render. */
export function firstScreenPainted(
  root: HTMLElement,
  fonts: Pick<FontFaceSet, 'ready' | 'status'> | undefined = document.fonts,
  nextFrame?: (step: () => void) => unknown,
): Promise<void> {
  if (!root.hasAttribute('data-first-screen')) return Promise.resolve()
  // A layout asks for the fonts the text uses, if the first frame has not come yet.
  root.getBoundingClientRect()
  const waiting = [
    ...root.querySelectorAll<HTMLImageElement>(`img[${FIRST_SCREEN_PICTURE}]:not([${PAINTED}])`),
  ]
  const pictures = waiting.length
    ? Promise.all(waiting.map((picture) => picture.decode().catch(() => undefined))).then(() =>
        afterNextPaints(nextFrame),
      )
    : undefined
  const text = fonts?.status === 'loading' ? fonts.ready : undefined
  return Promise.all([pictures, text]).then(
    () => undefined,
    () => undefined,
  )
}
