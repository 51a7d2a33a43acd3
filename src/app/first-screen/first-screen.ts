import { parse } from 'regexparam'
import { leaveResponse } from '../../api/early-responses'
import { vehicleImagePath } from '../../domain/api-base'
import { parseId } from '../../domain/route-id'
import { DETAILS_IMAGE, DETAILS_STAGE } from '../../features/vehicles/vehicle-details-layout'
import { parseFilters } from '../../features/vehicles/vehicle-filters'
import { CARD_IMAGE, CARD_MEDIA, GRID_FIRST_ROW } from '../../ui/vehicle/card-layout'
import { afterNextPaints, FIRST_SCREEN_PICTURE, PAINTED } from './paint-marks'

// 200.html's inline script: nothing here may fail loudly, as the app's render shows the page.

export const CAR_FIRST_SCREEN_TEMPLATE = 'car-first-screen'
export const VEHICLES_FIRST_SCREEN_TEMPLATE = 'vehicles-first-screen'

export { afterNextPaints, FIRST_SCREEN_PICTURE, PAINTED }

export interface FirstScreenSettings {
  apiUrl: string
  routerBase: string
  car: string
  list: string
  /** A demo build's fleet as its build made it, and the folder of its pictures: the embedded backend starts after the app's code, so the demo's first screen reads these instead. */
  builtFleet?: { fleet: string; pictures: string; changedKey: string }
}

interface Picture {
  imageId: string
  model: string
}

/** A page the script paints; the response is left for the app if it asks the same at start. */
export interface FirstScreenPlan {
  template: string
  call: string
  slot: string
  imageClass: string
  pictures: (response: unknown) => Array<Picture | null>
  appAsksToo: boolean
  fromFleet: (fleet: unknown) => unknown
}

function pathInBase(pathname: string, routerBase: string): string | null {
  return pathname.startsWith(`${routerBase}/`) ? pathname.slice(routerBase.length) : null
}

function paramsAt(pattern: string, path: string | null): string[] | null {
  const found = path === null ? null : parse(pattern).pattern.exec(path)
  return found ? found.slice(1) : null
}

export function carIdAt(pathname: string, settings: FirstScreenSettings): number | null {
  const params = paramsAt(settings.car, pathInBase(pathname, settings.routerBase))
  const id = parseId(params?.[0])
  return Number.isNaN(id) ? null : id
}

/** The list of cars with no filter or order in the address: the first screen does not filter. */
export function isWholeFleetAt(
  pathname: string,
  search: string,
  settings: FirstScreenSettings,
): boolean {
  const path = pathInBase(pathname, settings.routerBase)
  return path === settings.list && Object.keys(parseFilters(search)).length === 0
}

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
      fromFleet: (fleet) =>
        Array.isArray(fleet) ? fleet.find((car) => (car as { id?: unknown })?.id === id) : null,
    }
  if (isWholeFleetAt(pathname, search, settings))
    return {
      template: VEHICLES_FIRST_SCREEN_TEMPLATE,
      call: '/car/visitors/all',
      slot: CARD_MEDIA,
      imageClass: CARD_IMAGE,
      pictures: (fleet) =>
        (Array.isArray(fleet) ? fleet.slice(0, GRID_FIRST_ROW) : []).map(pictureOf),
      appAsksToo: true,
      fromFleet: (fleet) => fleet,
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

/** Made as soon as the response names them: an image downloads once it has an address. */
function pictureElements(
  doc: Document,
  plan: FirstScreenPlan,
  pictures: Array<Picture | null>,
  address: (imageId: string) => string,
): Array<HTMLImageElement | null> {
  return pictures.map((picture) => {
    if (!picture) return null
    const image = doc.createElement('img')
    image.className = plan.imageClass
    image.alt = picture.model
    image.fetchPriority = 'high'
    image.decoding = 'sync'
    image.src = address(picture.imageId)
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

/** Null unless a 200 with JSON; one task for the whole response, so the app rarely runs between. */
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

/** Asks for the cars at once and shows the first screen once the page is read: with the pictures when they come before the stylesheets (one first frame), else as they come. */
export function showFirstScreenAt(
  doc: Document,
  location: Pick<Location, 'pathname' | 'search'>,
  settings: FirstScreenSettings,
  load: (url: string) => Promise<unknown> = loadJson,
  scope: object = globalThis,
): Promise<number> {
  const plan = firstScreenPlan(location.pathname, location.search, settings)
  const { builtFleet: built } = settings
  if (!plan || (built && fleetChanged(built.changedKey))) return Promise.resolve(0)
  // The same request as the app's: anonymous, no credentials.
  const url = built ? built.fleet : `${settings.apiUrl}${plan.call}`
  const response = load(url)
    .then((body) => (built ? plan.fromFleet(body) : body))
    .catch(() => null)
  if (plan.appAsksToo && !built) leaveResponse(url, response, scope)
  const address = (imageId: string) =>
    built
      ? `${built.pictures}${encodeURIComponent(imageId)}.svg`
      : `${settings.apiUrl}${vehicleImagePath(imageId)}`
  const pictures = response
    .then((body) => pictureElements(doc, plan, plan.pictures(body), address))
    .catch(() => [])
  return documentRead(doc)
    .then(() => Promise.race([pictures, stylesheetsIn(doc)]))
    .then(() => showFirstScreen(doc, plan.template))
    .then(async (root) => (root ? showPictures(root, plan, await pictures) : 0))
    .catch(() => 0)
}

function fleetChanged(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null
  } catch {
    return true
  }
}

export function runInlineScript(): void {
  const script = document.currentScript
  if (!(script instanceof HTMLScriptElement)) return
  const { api = '', base = '', car = '', list = '', fleet, pictures, changed } = script.dataset
  const builtFleet =
    fleet && pictures && changed ? { fleet, pictures, changedKey: changed } : undefined
  void showFirstScreenAt(document, location, {
    apiUrl: api,
    routerBase: base,
    car,
    list,
    builtFleet,
  })
}
