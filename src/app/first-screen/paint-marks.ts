// What the first screen's script and the app's takeover share, apart from the script itself, so the home page's download does not carry the script's code for the pages of cars.

/** Marks the first screen's pictures, whose paint the app's takeover waits for. */
export const FIRST_SCREEN_PICTURE = 'data-first-screen-picture'
export const PAINTED = 'data-painted'

/** Resolves once the frame after next has been painted: what is in the page now is on screen. */
export const afterNextPaints = (
  nextFrame: (step: () => void) => unknown = requestAnimationFrame,
): Promise<void> => new Promise((resolve) => nextFrame(() => nextFrame(() => setTimeout(resolve))))
