import { vehicleImagePath } from '../../domain/api-base'
import { parseId } from '../../domain/route-id'

/**
 * A car's page, painted before the app's code has arrived (live builds).
 *
 * The page every address but the home page gets (200.html) carries the car page's first
 * screen as a template after #root (the header, the way back and the car loading, made by the
 * app's own components at build time: scripts/first-screen.tsx) and, at the top of <head>, a
 * small script of its own, inlined and allowed by its hash in the Content-Security-Policy. On
 * a car's address the script asks the API for the car at once, before the stylesheet and the
 * app's code have come; once the page has been read (before the app's deferred code runs) it
 * puts the first screen in #root, with the car's picture, the page's largest paint, if the
 * car is known by the time the stylesheet is in (before that nothing is painted), otherwise
 * the picture as soon as it is. The app's first render then takes #root over with the same
 * page, the picture already in memory (see picture-painted.ts).
 *
 * Nothing here may fail loudly: whatever goes wrong (an unknown car, no picture, an error from
 * the API, the app first), the app's own render shows the page and says what went wrong.
 */

/** The id of the template holding the car page's first screen. */
export const CAR_FIRST_SCREEN_TEMPLATE = 'car-first-screen'

/** The stage the car's picture goes on, in the first screen as in the app's car page. */
const STAGE = '.vehicle-details__stage'
/** The first screen's picture, once it is in (see picture-painted.ts). */
export const FIRST_SCREEN_PICTURE = `${STAGE} img`
/** Set on the first screen's picture once it is on screen (see picture-painted.ts). */
export const PAINTED = 'data-painted'

/** Resolves once the frame after next has been painted: what is in the page now is on screen. */
export const afterNextPaints = (
  nextFrame: (step: () => void) => unknown = requestAnimationFrame,
): Promise<void> => new Promise((resolve) => nextFrame(() => nextFrame(() => setTimeout(resolve))))

/** What the page tells the script (data attributes of its <script> element). */
export interface CarFirstScreenSettings {
  /** The API's address (API_URL), without a last slash. */
  apiUrl: string
  /** The router's base: the public path without its last slash ('' at a host's root). */
  routerBase: string
}

/**
 * The id of the car whose page is at `pathname` (the router's base included), or null for any
 * other address: /vehicles/{id} with an id the app reads as a car's (parseId).
 */
export function carIdAt(pathname: string, routerBase: string): number | null {
  if (!pathname.startsWith(`${routerBase}/`)) return null
  const found = /^\/vehicles\/([^/]+)\/?$/.exec(pathname.slice(routerBase.length))
  const id = parseId(found?.[1])
  return Number.isNaN(id) ? null : id
}

interface Picture {
  imageId: string
  model: string
}

/** The first picture and the model of an answer of GET /car/visitors/{id}, if it has them. */
function pictureOf(car: unknown): Picture | null {
  if (typeof car !== 'object' || car === null) return null
  const { image, model } = car as { image?: unknown; model?: unknown }
  const imageId = Array.isArray(image) ? image[0] : undefined
  if (typeof imageId !== 'string' || imageId === '' || typeof model !== 'string') return null
  return { imageId, model }
}

/**
 * Resolves once the document has been read: at once if it has, otherwise when its state
 * leaves 'loading', which comes before the deferred scripts (the app's code) run.
 */
function documentRead(doc: Document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve()
  return new Promise((resolve) => {
    const read = () => {
      doc.removeEventListener('readystatechange', read)
      resolve()
    }
    doc.addEventListener('readystatechange', read)
  })
}

/** Puts the car page's first screen in #root; answers #root, or null when there is none. */
function showFirstScreen(doc: Document): HTMLElement | null {
  const root = doc.getElementById('root')
  const template = doc.getElementById(CAR_FIRST_SCREEN_TEMPLATE)
  if (!root || !(template instanceof HTMLTemplateElement)) return null
  root.replaceChildren(template.content.cloneNode(true))
  root.setAttribute('data-first-screen', '')
  return root
}

/** Puts the car's picture on the first screen's stage; false if the app has taken over. */
function showPicture(doc: Document, root: HTMLElement, picture: Picture, apiUrl: string): boolean {
  const stage = root.querySelector(STAGE)
  if (!stage || !root.hasAttribute('data-first-screen')) return false
  // The same element, address and loading hints as the app's (VehicleImage, eager).
  const image = doc.createElement('img')
  image.className = 'vehicle-details__image'
  image.alt = picture.model
  image.fetchPriority = 'high'
  image.decoding = 'sync'
  image.src = `${apiUrl}${vehicleImagePath(picture.imageId)}`
  // A picture that cannot be shown leaves the stage loading; the app draws the car instead.
  image.addEventListener('error', () => {
    image.remove()
    stage.classList.add('av-shimmer')
  })
  image.addEventListener('load', () => {
    afterNextPaints().then(() => image.setAttribute(PAINTED, ''))
  })
  stage.classList.remove('av-shimmer')
  stage.append(image)
  return true
}

/**
 * GET `url` as JSON, or null for anything but a 200 with JSON. One task once the whole answer
 * is in (a fetch takes two: the answer, then its body), so the app's code, which is run as
 * soon as it has come, is less likely to run in between.
 */
export function loadJson(url: string): Promise<unknown> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest()
    request.open('GET', url)
    request.responseType = 'json'
    request.onload = () => resolve(request.status === 200 ? request.response : null)
    request.onerror = () => resolve(null)
    request.send()
  })
}

/**
 * Resolves once the page's stylesheets have come (or failed): until then the browser paints
 * nothing, so the first screen can wait that long for the car without being seen any later.
 */
function stylesheetsIn(doc: Document): Promise<void> {
  const pending = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => !link.sheet,
  )
  return Promise.all(
    pending.map(
      (link) =>
        new Promise((done) => {
          link.addEventListener('load', done)
          link.addEventListener('error', done)
        }),
    ),
  ).then(() => undefined)
}

/**
 * On a car's page (`pathname`): asks the API for the car at once; once the document has been
 * read, shows the car page's first screen with the car's picture in it, in the same task, if
 * the car is known before the stylesheets have come (the first frame then paints both),
 * otherwise without it when they have, and the picture as soon as the car is known. Answers
 * whether the picture was put in (for tests); never rejects.
 */
export function showCarFirstScreen(
  doc: Document,
  pathname: string,
  settings: CarFirstScreenSettings,
  loadCar: (url: string) => Promise<unknown> = loadJson,
): Promise<boolean> {
  const id = carIdAt(pathname, settings.routerBase)
  if (id === null) return Promise.resolve(false)
  // The same request as the app's GET /car/visitors/{id}: anonymous, no credentials.
  const picture = loadCar(`${settings.apiUrl}/car/visitors/${id}`)
    .then(pictureOf)
    .catch(() => null)
  return documentRead(doc)
    .then(() => Promise.race([picture, stylesheetsIn(doc)]))
    .then(() => showFirstScreen(doc))
    .then(async (root) => {
      const found = await picture
      return !!found && !!root && showPicture(doc, root, found, settings.apiUrl)
    })
    .catch(() => false)
}
