import { parse } from 'regexparam'
import { leaveResponse } from '../../api/early-responses'
import { vehicleImagePath } from '../../domain/api-base'
import { parseId } from '../../domain/route-id'
import { DETAILS_IMAGE, DETAILS_STAGE } from '../../features/vehicles/vehicle-details-layout'
import { parseFilters } from '../../features/vehicles/vehicle-filters'
import { CARD_IMAGE, CARD_MEDIA, GRID_FIRST_ROW } from '../../ui/vehicle/card-layout'

/**
 * 200.html's inline script (live builds): it paints the pages of cars from their templates
 * (scripts/first-screen.tsx) with the pictures the API names, before the app's code has come.
 * Nothing here may fail loudly: whatever goes wrong, the app's render shows the page.
 */

/** The ids of the templates holding the first screens of a car's page and of the list. */
export const CAR_FIRST_SCREEN_TEMPLATE = 'car-first-screen'
export const VEHICLES_FIRST_SCREEN_TEMPLATE = 'vehicles-first-screen'

/** Marks each picture the first screen puts in (see firstScreenPainted). */
export const FIRST_SCREEN_PICTURE = 'data-first-screen-picture'
/** Set on a first screen's picture once it is on screen. */
export const PAINTED = 'data-painted'

/** Resolves once the frame after next has been painted: what is in the page now is on screen. */
export const afterNextPaints = (
  nextFrame: (step: () => void) => unknown = requestAnimationFrame,
): Promise<void> => new Promise((resolve) => nextFrame(() => nextFrame(() => setTimeout(resolve))))

/**
 * What the page tells the script (its element's data attributes): the API's address, the
 * router's base ('' at a host's root) and the route patterns of a car's page and of the list.
 */
export interface FirstScreenSettings {
  apiUrl: string
  routerBase: string
  car: string
  list: string
}

/** A car's first picture and its model (the picture's text). */
interface Picture {
  imageId: string
  model: string
}

/**
 * A page the script paints: its template, the API call whose response names the pictures, the
 * class of the slots they go in (in order) and of the pictures, and whether the app asks the same
 * as it starts (the response is then left for it).
 */
export interface FirstScreenPlan {
  template: string
  call: string
  slot: string
  imageClass: string
  /** The picture of each slot; null keeps the slot loading. */
  pictures: (response: unknown) => Array<Picture | null>
  appAsksToo: boolean
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
      slot: DETAILS_STAGE,
      imageClass: DETAILS_IMAGE,
      pictures: (car) => [pictureOf(car)],
      appAsksToo: false,
    }
  if (isWholeFleetAt(pathname, search, settings))
    return {
      template: VEHICLES_FIRST_SCREEN_TEMPLATE,
      call: '/car/visitors/all',
      slot: CARD_MEDIA,
      imageClass: CARD_IMAGE,
      // The list's first row, in the fleet's order, as the app lays it out.
      pictures: (fleet) =>
        (Array.isArray(fleet) ? fleet.slice(0, GRID_FIRST_ROW) : []).map(pictureOf),
      appAsksToo: true,
    }
  return null
}

/** Resolves once the document has been read, which comes before the app's (deferred) code runs. */
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

/** Puts the first screen of `template` in #root; returns #root, or null when there is none. */
function showFirstScreen(doc: Document, template: string): HTMLElement | null {
  const root = doc.getElementById('root')
  const content = doc.getElementById(template)
  if (!root || !(content instanceof HTMLTemplateElement)) return null
  root.replaceChildren(content.content.cloneNode(true))
  root.setAttribute('data-first-screen', '')
  return root
}

/** Pictures whose download failed before the first screen was shown: they stay out. */
const failed = new WeakSet<HTMLImageElement>()

/**
 * The pictures' elements, made as soon as the response names them: an image starts downloading
 * once it has an address, in the page or not, so it is in by the time the page has been read.
 * The same element, address and loading hints as the app's (VehicleImage, eager).
 */
function pictureElements(
  doc: Document,
  plan: FirstScreenPlan,
  pictures: Array<Picture | null>,
  apiUrl: string,
): Array<HTMLImageElement | null> {
  return pictures.map((picture) => {
    if (!picture) return null
    const image = doc.createElement('img')
    image.className = plan.imageClass
    image.alt = picture.model
    image.fetchPriority = 'high'
    image.decoding = 'sync'
    image.src = `${apiUrl}${vehicleImagePath(picture.imageId)}`
    image.setAttribute(FIRST_SCREEN_PICTURE, '')
    // A picture that cannot be shown leaves its slot loading; the app draws the car instead.
    image.addEventListener('error', () => {
      failed.add(image)
      image.parentElement?.classList.add('av-shimmer')
      image.remove()
    })
    image.addEventListener('load', () => {
      afterNextPaints().then(() => image.setAttribute(PAINTED, ''))
    })
    return image
  })
}

/** Puts each picture in its slot; returns how many went in (none once the app has taken over). */
function showPictures(
  root: HTMLElement,
  plan: FirstScreenPlan,
  images: Array<HTMLImageElement | null>,
): number {
  if (!root.hasAttribute('data-first-screen')) return 0
  const slots = root.querySelectorAll(`.${plan.slot}`)
  let shown = 0
  images.forEach((image, index) => {
    const slot = slots[index]
    if (!image || !slot || failed.has(image)) return
    slot.classList.remove('av-shimmer')
    slot.append(image)
    shown++
  })
  return shown
}

/**
 * GET `url` as JSON, or null for anything but a 200 with JSON. One task for the whole response
 * (a fetch takes two), so the app's code is less likely to run in between.
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

/** Resolves once the stylesheets are in: until then nothing is painted, so pictures may wait. */
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
 * On a page of cars: asks the API for its cars at once; once the document is read, shows the
 * first screen, with the pictures if they are known before the stylesheets are in (one first
 * frame), otherwise the pictures as they come. Returns how many went in; never rejects.
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
  const response = load(url).catch(() => null)
  if (plan.appAsksToo) leaveResponse(url, response, scope)
  const pictures = response
    .then((body) => pictureElements(doc, plan, plan.pictures(body), settings.apiUrl))
    .catch(() => [])
  return documentRead(doc)
    .then(() => Promise.race([pictures, stylesheetsIn(doc)]))
    .then(() => showFirstScreen(doc, plan.template))
    .then(async (root) => (root ? showPictures(root, plan, await pictures) : 0))
    .catch(() => 0)
}

/** The inline script's entry (scripts/index-html.ts): settings from its element's attributes. */
export function runInlineScript(): void {
  const script = document.currentScript
  if (!(script instanceof HTMLScriptElement)) return
  const { api = '', base = '', car = '', list = '' } = script.dataset
  void showFirstScreenAt(document, location, { apiUrl: api, routerBase: base, car, list })
}
