import { parse } from 'regexparam'
import { vehicleImagePath } from '../../domain/api-base'
import { parseId } from '../../domain/route-id'
import { parseFilters } from '../../features/vehicles/vehicle-filters'
import { GRID_FIRST_ROW } from '../../ui/vehicle/grid-first-row'

/**
 * The pages of cars, painted before the app's code has arrived (live builds).
 *
 * 200.html carries, as templates after #root, the first screens of a car's page and of the
 * list of cars (made by the app's own components at build time: scripts/first-screen.tsx),
 * and this module as a small inline script. On one of those routes (the route table's
 * `firstScreen`) it asks the API at once for the cars whose pictures head the page; once the
 * page has been read it puts the first screen in #root with those pictures, if known by the
 * time the stylesheet is in, otherwise as soon as they are. The app's first render then takes
 * #root over, the pictures already on screen (firstScreenPicturesPainted).
 *
 * Nothing here may fail loudly: whatever goes wrong, the app's own render shows the page.
 */

/** The ids of the templates holding the first screens of a car's page and of the list. */
export const CAR_FIRST_SCREEN_TEMPLATE = 'car-first-screen'
export const VEHICLES_FIRST_SCREEN_TEMPLATE = 'vehicles-first-screen'

/** Marks each picture the first screen puts in (see firstScreenPicturesPainted). */
export const FIRST_SCREEN_PICTURE = 'data-first-screen-picture'
/** Set on a first screen's picture once it is on screen. */
export const PAINTED = 'data-painted'

/** Resolves once the frame after next has been painted: what is in the page now is on screen. */
export const afterNextPaints = (
  nextFrame: (step: () => void) => unknown = requestAnimationFrame,
): Promise<void> => new Promise((resolve) => nextFrame(() => nextFrame(() => setTimeout(resolve))))

/** What the page tells the script (data attributes of its <script> element). */
export interface FirstScreenSettings {
  /** The API's address (API_URL), without a last slash. */
  apiUrl: string
  /** The router's base: the public path without its last slash ('' at a host's root). */
  routerBase: string
  /** The route patterns of a car's page and of the list of cars (src/app/route-table.ts). */
  car: string
  list: string
}

/** A car's first picture and its model (the picture's text). */
interface Picture {
  imageId: string
  model: string
}

/** A page the script paints, and how. */
export interface FirstScreenPlan {
  /** The id of the template holding the page's first screen. */
  template: string
  /** The API's path (after API_URL) of the call whose answer says which pictures to show. */
  call: string
  /** The elements, in the template, that the pictures go in, in order. */
  slots: string
  /** The pictures' class, as the app's VehicleImage has it there. */
  imageClass: string
  /** The picture of each slot, from the call's answer; null keeps the slot loading. */
  pictures: (answer: unknown) => Array<Picture | null>
  /** Whether the app asks for the same as it starts (the fleet): see takeFleetResponse. */
  appAsksToo: boolean
}

/** Where the script leaves the fleet's response for the app's start-up (src/app/startup.ts). */
const FLEET_RESPONSE = 'autoviaFleetResponse'
type Scope = { [FLEET_RESPONSE]?: Promise<unknown> }

/**
 * The fleet's response the script asked for, once (null when there was none: an error, no
 * network, not JSON); undefined when it asked for nothing. Start-up puts it in the query cache.
 */
export function takeFleetResponse(scope: object = globalThis): Promise<unknown> | undefined {
  const page = scope as Scope
  const response = page[FLEET_RESPONSE]
  delete page[FLEET_RESPONSE]
  return response
}

/** The path of `pathname` inside the router's base, or null when it is not under it. */
function pathInBase(pathname: string, routerBase: string): string | null {
  return pathname.startsWith(`${routerBase}/`) ? pathname.slice(routerBase.length) : null
}

/** The parameters of `pattern` at `path`, or null when it does not match. */
function paramsAt(pattern: string, path: string | null): string[] | null {
  const found = path === null ? null : parse(pattern).pattern.exec(path)
  return found ? found.slice(1) : null
}

/**
 * The id of the car whose page is at `pathname` (the router's base included), or null for any
 * other address: the car route with an id the app reads as a car's (parseId).
 */
export function carIdAt(pathname: string, settings: FirstScreenSettings): number | null {
  const params = paramsAt(settings.car, pathInBase(pathname, settings.routerBase))
  const id = parseId(params?.[0])
  return Number.isNaN(id) ? null : id
}

/**
 * Whether the list of cars is at `pathname` (the router's base included) with `search`, as
 * the fleet comes: no filter and no order in the address (the first screen does not filter).
 */
export function isWholeFleetAt(
  pathname: string,
  search: string,
  settings: FirstScreenSettings,
): boolean {
  const path = pathInBase(pathname, settings.routerBase)
  return path === settings.list && Object.keys(parseFilters(search)).length === 0
}

/** The first picture and the model of a car as the API sends it, if it has them. */
function pictureOf(car: unknown): Picture | null {
  if (typeof car !== 'object' || car === null) return null
  const { image, model } = car as { image?: unknown; model?: unknown }
  const imageId = Array.isArray(image) ? image[0] : undefined
  if (typeof imageId !== 'string' || imageId === '' || typeof model !== 'string') return null
  return { imageId, model }
}

/** What the script does at `pathname` with `search`; null leaves the address to the app. */
export function firstScreenPlan(
  pathname: string,
  search: string,
  settings: FirstScreenSettings,
): FirstScreenPlan | null {
  const id = carIdAt(pathname, settings)
  if (id !== null)
    return {
      template: CAR_FIRST_SCREEN_TEMPLATE,
      call: `/car/visitors/${id}`,
      slots: '.vehicle-details__stage',
      imageClass: 'vehicle-details__image',
      pictures: (car) => [pictureOf(car)],
      appAsksToo: false,
    }
  if (isWholeFleetAt(pathname, search, settings))
    return {
      template: VEHICLES_FIRST_SCREEN_TEMPLATE,
      call: '/car/visitors/all',
      slots: '.vehicle-card__media',
      imageClass: 'vehicle-card__image',
      // The list's first row, in the fleet's order, as the app lays it out.
      pictures: (fleet) =>
        (Array.isArray(fleet) ? fleet.slice(0, GRID_FIRST_ROW) : []).map(pictureOf),
      appAsksToo: true,
    }
  return null
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

/** Puts the first screen of `template` in #root; answers #root, or null when there is none. */
function showFirstScreen(doc: Document, template: string): HTMLElement | null {
  const root = doc.getElementById('root')
  const content = doc.getElementById(template)
  if (!root || !(content instanceof HTMLTemplateElement)) return null
  root.replaceChildren(content.content.cloneNode(true))
  root.setAttribute('data-first-screen', '')
  return root
}

/**
 * Puts each picture in its slot of the first screen; answers how many went in (none once the
 * app has taken over).
 */
function showPictures(
  doc: Document,
  root: HTMLElement,
  plan: FirstScreenPlan,
  pictures: Array<Picture | null>,
  apiUrl: string,
): number {
  if (!root.hasAttribute('data-first-screen')) return 0
  const slots = root.querySelectorAll(plan.slots)
  let shown = 0
  pictures.forEach((picture, index) => {
    const slot = slots[index]
    if (!picture || !slot) return
    // The same element, address and loading hints as the app's (VehicleImage, eager).
    const image = doc.createElement('img')
    image.className = plan.imageClass
    image.alt = picture.model
    image.fetchPriority = 'high'
    image.decoding = 'sync'
    image.src = `${apiUrl}${vehicleImagePath(picture.imageId)}`
    image.setAttribute(FIRST_SCREEN_PICTURE, '')
    // A picture that cannot be shown leaves its slot loading; the app draws the car instead.
    image.addEventListener('error', () => {
      image.remove()
      slot.classList.add('av-shimmer')
    })
    image.addEventListener('load', () => {
      afterNextPaints().then(() => image.setAttribute(PAINTED, ''))
    })
    slot.classList.remove('av-shimmer')
    slot.append(image)
    shown++
  })
  return shown
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
 * nothing, so the first screen can wait that long for its pictures without being seen later.
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
 * On a page of cars (`location`'s pathname and search, see firstScreenPlan): asks the API for
 * the cars at once; once the document has been read, shows the page's first screen with their
 * pictures in it, in the same task, if they are known before the stylesheets have come (the
 * first frame then paints both), otherwise without them when they have, and the pictures as
 * soon as they are known. The fleet's response is left for the app (see takeFleetResponse;
 * `scope`: the page's global scope). Answers how many pictures went in (for tests); never rejects.
 */
export function showFirstScreenAt(
  doc: Document,
  location: Pick<Location, 'pathname' | 'search'>,
  settings: FirstScreenSettings,
  load: (url: string) => Promise<unknown> = loadJson,
  scope: object = globalThis,
): Promise<number> {
  const plan = firstScreenPlan(location.pathname, location.search, settings)
  if (!plan) return Promise.resolve(0)
  // The same request as the app's: anonymous, no credentials.
  const url = `${settings.apiUrl}${plan.call}`
  const answer = load(url).catch(() => null)
  if (plan.appAsksToo) (scope as Scope)[FLEET_RESPONSE] = answer
  const pictures = answer.then(plan.pictures).catch(() => [])
  return documentRead(doc)
    .then(() => Promise.race([pictures, stylesheetsIn(doc)]))
    .then(() => showFirstScreen(doc, plan.template))
    .then(async (root) =>
      root ? showPictures(doc, root, plan, await pictures, settings.apiUrl) : 0,
    )
    .catch(() => 0)
}

/**
 * Resolves once the pictures the first screen put in #root are on screen: at once when they
 * are already, when there are none or when the app has taken #root over. Replacing a picture
 * that has loaded but is not painted yet throws that paint away, and the page's largest paint
 * then counts from the app's render; waiting the frame or two keeps it.
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

/** The inline script's entry (scripts/index-html.ts): settings from its element's attributes. */
export function runInlineScript(): void {
  const script = document.currentScript
  if (!(script instanceof HTMLScriptElement)) return
  const { api = '', base = '', car = '', list = '' } = script.dataset
  void showFirstScreenAt(document, location, { apiUrl: api, routerBase: base, car, list })
}
