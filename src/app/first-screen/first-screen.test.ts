// @vitest-environment jsdom

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { takeResponse } from '../../api/early-responses'
import { CARD_MEDIA, GRID_FIRST_ROW } from '../../ui/vehicle/card-layout'
import {
  CAR_FIRST_SCREEN_TEMPLATE,
  carIdAt,
  FIRST_SCREEN_PICTURE,
  firstScreenPlan,
  isWholeFleetAt,
  loadJson,
  PAINTED,
  showFirstScreenAt,
  VEHICLES_FIRST_SCREEN_TEMPLATE,
} from './first-screen'

const API = 'https://api.rent.example/car-rental/api'
const SETTINGS = { apiUrl: API, routerBase: '', car: '/vehicles/:vehicleId', list: '/vehicles' }
/** The settings of a site under `routerBase`. */
const under = (routerBase: string) => ({ ...SETTINGS, routerBase })
const CAR = { id: 7, model: 'Volvo XC60', image: ['pic 1/a.png'], pricePerHour: 40 }

/** A list of cars' first screen: its cards' picture slots, loading. */
const LIST_SCREEN = `<main><h1>Our Cars</h1><ul>${`<li><div class="${CARD_MEDIA} av-shimmer"></div></li>`.repeat(8)}</ul></main>`

/**
 * A page as 200.html is read: the loading screen in #root, the templates of a car's page and
 * of the list after it, and (unless told otherwise) a stylesheet still on its way.
 */
function pageBeingRead(readyState: DocumentReadyState = 'complete', { stylesheet = true } = {}) {
  const doc = document.implementation.createHTMLDocument('car')
  doc.head.innerHTML = stylesheet ? '<link rel="stylesheet" href="/main.css">' : ''
  doc.body.innerHTML = `<div id="root"><div class="boot"></div></div><template id="${CAR_FIRST_SCREEN_TEMPLATE}"><header class="site-header">Autovia</header><main><a href="/vehicles">All cars</a><div class="vehicle-details__stage av-shimmer"></div></main></template><template id="${VEHICLES_FIRST_SCREEN_TEMPLATE}">${LIST_SCREEN}</template>`
  let state = readyState
  Object.defineProperty(doc, 'readyState', { get: () => state })
  const finishReading = () => {
    state = 'interactive'
    doc.dispatchEvent(new Event('readystatechange'))
  }
  const stylesIn = () => doc.querySelector('link')?.dispatchEvent(new Event('load'))
  const root = doc.getElementById('root') as HTMLElement
  return { doc, root, finishReading, stylesIn }
}

/** The address `path` (with `search`) as the script reads it from location. */
const at = (pathname: string, search = '') => ({ pathname, search })

/** Lets every promise step already due run. */
const settled = () => new Promise((resolve) => setTimeout(resolve))

/** A car the test answers when it likes. */
function answerLater() {
  let answer!: (car: unknown) => void
  const loadCar = vi.fn((_url: string) => new Promise<unknown>((resolve) => (answer = resolve)))
  return { loadCar, answer: (car: unknown) => answer(car) }
}

/** A stand-in for loadJson: the car's JSON, or null for anything but a 200 with JSON. */
const answering = (body: unknown) => vi.fn(async (_url: string): Promise<unknown> => body)

describe('carIdAt', () => {
  it("reads the id of a car's page, under the router's base too", () => {
    expect(carIdAt('/vehicles/12', under(''))).toBe(12)
    expect(carIdAt('/vehicles/12/', under(''))).toBe(12)
    expect(carIdAt('/demo/vehicles/3', under('/demo'))).toBe(3)
  })

  it('is null for every other address', () => {
    for (const path of ['/', '/vehicles', '/vehicles/', '/vehicles/x1', '/vehicles/1/book']) {
      expect(carIdAt(path, under(''))).toBeNull()
    }
    expect(carIdAt('/vehicles/3', under('/demo'))).toBeNull()
    expect(carIdAt('/demovehicles/3', under('/demo'))).toBeNull()
    expect(carIdAt('/vehicles/-3', under(''))).toBeNull()
    expect(carIdAt(`/vehicles/${'9'.repeat(20)}`, under(''))).toBeNull()
  })
})

/** A car's page still being read when its car comes: the picture the script made for it. */
async function carComeWhileRead() {
  const { doc, root, finishReading } = pageBeingRead('loading')
  const { loadCar, answer } = answerLater()
  const made = vi.spyOn(doc, 'createElement')
  const shown = showFirstScreenAt(doc, at('/vehicles/7'), SETTINGS, loadCar)
  answer(CAR)
  await settled()
  const picture = made.mock.results.find((call) => call.value instanceof HTMLImageElement)?.value as
    | HTMLImageElement
    | undefined
  return { root, finishReading, shown, picture }
}

describe("showFirstScreenAt a car's page", () => {
  it('asks for the car at once and, once the page is read, shows the first screen with its picture', async () => {
    const { doc, root, finishReading } = pageBeingRead('loading')
    const { loadCar, answer } = answerLater()
    const shown = showFirstScreenAt(doc, at('/vehicles/7'), SETTINGS, loadCar)
    expect(loadCar).toHaveBeenCalledWith(`${API}/car/visitors/7`)
    answer(CAR)
    await settled()
    // Still being read: #root keeps its loading screen.
    expect(root.querySelector('.boot')).not.toBeNull()

    finishReading()
    await expect(shown).resolves.toBe(1)
    expect(root.hasAttribute('data-first-screen')).toBe(true)
    expect(root.querySelector('.boot')).toBeNull()
    expect(root.querySelector('a')?.textContent).toBe('All cars')
    const stage = root.querySelector('.vehicle-details__stage')
    const picture = stage?.querySelector('img')
    expect(picture?.getAttribute('src')).toBe(`${API}/files/display/pic%201%2Fa.png`)
    expect(picture?.alt).toBe('Volvo XC60')
    expect(picture?.className).toBe('vehicle-details__image')
    expect(stage?.classList.contains('av-shimmer')).toBe(false)
  })

  it('waits for the car until the stylesheet is in, then puts page and picture in together', async () => {
    const { doc, root } = pageBeingRead('interactive')
    const { loadCar, answer } = answerLater()
    const shown = showFirstScreenAt(doc, at('/vehicles/7'), SETTINGS, loadCar)
    await settled()
    // Nothing can be painted yet: the first screen waits for the car.
    expect(root.querySelector('.boot')).not.toBeNull()
    // Both go in within the task that brings the car: no frame can come in between.
    let aTaskPassed = false
    setTimeout(() => {
      aTaskPassed = true
    })
    answer(CAR)
    await expect(shown).resolves.toBe(1)
    expect(aTaskPassed).toBe(false)
    expect(root.hasAttribute('data-first-screen')).toBe(true)
    expect(root.querySelector('.vehicle-details__stage img')).not.toBeNull()
  })

  it('shows the first screen without the car once the stylesheet is in, the picture when the car comes', async () => {
    const { doc, root, stylesIn } = pageBeingRead('interactive')
    const { loadCar, answer } = answerLater()
    const shown = showFirstScreenAt(doc, at('/vehicles/7'), SETTINGS, loadCar)
    await settled()
    expect(root.hasAttribute('data-first-screen')).toBe(false)
    stylesIn()
    await settled()
    expect(root.hasAttribute('data-first-screen')).toBe(true)
    expect(root.querySelector('.vehicle-details__stage.av-shimmer')).not.toBeNull()
    expect(root.querySelector('img')).toBeNull()
    answer(CAR)
    await expect(shown).resolves.toBe(1)
    expect(root.querySelector('.vehicle-details__stage img')?.getAttribute('alt')).toBe(
      'Volvo XC60',
    )
  })

  it('shows the first screen once read when no stylesheet is on its way', async () => {
    const { doc, root } = pageBeingRead('interactive', { stylesheet: false })
    const { loadCar } = answerLater()
    void showFirstScreenAt(doc, at('/vehicles/7'), SETTINGS, loadCar)
    await settled()
    expect(root.hasAttribute('data-first-screen')).toBe(true)
    expect(root.querySelector('.boot')).toBeNull()
  })

  it('leaves any other address to the app', async () => {
    const { doc, root } = pageBeingRead()
    const fetchCar = answering(CAR)
    await expect(showFirstScreenAt(doc, at('/about'), SETTINGS, fetchCar)).resolves.toBe(0)
    expect(fetchCar).not.toHaveBeenCalled()
    expect(root.hasAttribute('data-first-screen')).toBe(false)
    expect(root.querySelector('.boot')).not.toBeNull()
  })

  it("leaves the car's answer to nobody: the app does not ask for it as it starts", async () => {
    const { doc } = pageBeingRead()
    const page = {}
    await showFirstScreenAt(doc, at('/vehicles/7'), SETTINGS, answering(CAR), page)
    expect(takeResponse(`${API}/car/visitors/7`, page)).toBeUndefined()
  })

  it('keeps the car loading when the API answers no car, no picture or nothing', async () => {
    const answers = [
      answering(null),
      answering({ ...CAR, image: [] }),
      answering({ ...CAR, image: [5] }),
      answering({ ...CAR, model: undefined }),
      answering('not a car'),
      vi.fn(async (_url: string): Promise<unknown> => {
        throw new TypeError('Failed to fetch')
      }),
    ]
    for (const fetchCar of answers) {
      const { doc, root } = pageBeingRead()
      await expect(showFirstScreenAt(doc, at('/vehicles/7'), SETTINGS, fetchCar)).resolves.toBe(0)
      expect(root.hasAttribute('data-first-screen')).toBe(true)
      expect(root.querySelector('img')).toBeNull()
      expect(root.querySelector('.vehicle-details__stage')?.classList.contains('av-shimmer')).toBe(
        true,
      )
    }
  })

  it('puts no picture in once the app has taken #root over', async () => {
    const { doc, root, stylesIn } = pageBeingRead()
    const { loadCar, answer } = answerLater()
    const shown = showFirstScreenAt(doc, at('/vehicles/7'), SETTINGS, loadCar)
    await settled()
    stylesIn()
    await settled()
    expect(root.hasAttribute('data-first-screen')).toBe(true)
    // The app's first render comes before the API's answer.
    root.removeAttribute('data-first-screen')
    root.innerHTML = '<div class="vehicle-details__stage"><img src="app.png" alt=""></div>'
    answer(CAR)
    await expect(shown).resolves.toBe(0)
    expect(root.querySelectorAll('img')).toHaveLength(1)
  })

  it('does nothing without the template (a page of another build)', async () => {
    const { doc, root } = pageBeingRead()
    doc.getElementById(CAR_FIRST_SCREEN_TEMPLATE)?.remove()
    await expect(showFirstScreenAt(doc, at('/vehicles/7'), SETTINGS, answering(CAR))).resolves.toBe(
      0,
    )
    expect(root.querySelector('.boot')).not.toBeNull()
  })

  it('marks the picture once it has loaded and been on screen', async () => {
    const { doc, root } = pageBeingRead()
    await showFirstScreenAt(doc, at('/vehicles/7'), SETTINGS, answering(CAR))
    const picture = root.querySelector('img') as HTMLImageElement
    expect(picture.hasAttribute(FIRST_SCREEN_PICTURE)).toBe(true)
    expect(picture.hasAttribute(PAINTED)).toBe(false)
    picture.dispatchEvent(new Event('load'))
    await vi.waitFor(() => expect(picture.hasAttribute(PAINTED)).toBe(true))
  })

  it('starts the picture downloading as soon as the car comes, while the page is still read', async () => {
    const { root, finishReading, shown, picture } = await carComeWhileRead()
    expect(picture?.getAttribute('src')).toBe(`${API}/files/display/pic%201%2Fa.png`)
    expect(root.querySelector('img')).toBeNull()
    finishReading()
    await expect(shown).resolves.toBe(1)
    // The same element goes in: its download is not started again.
    expect(root.querySelector('img')).toBe(picture)
  })

  it('leaves out a picture whose download failed before the page was read', async () => {
    const { root, finishReading, shown, picture } = await carComeWhileRead()
    picture?.dispatchEvent(new Event('error'))
    finishReading()
    await expect(shown).resolves.toBe(0)
    expect(root.querySelector('img')).toBeNull()
    expect(root.querySelector('.vehicle-details__stage')?.classList.contains('av-shimmer')).toBe(
      true,
    )
  })

  it('goes back to the loading stage when the picture cannot be shown', async () => {
    const { doc, root } = pageBeingRead()
    await showFirstScreenAt(doc, at('/vehicles/7'), SETTINGS, answering(CAR))
    root.querySelector('img')?.dispatchEvent(new Event('error'))
    expect(root.querySelector('img')).toBeNull()
    expect(root.querySelector('.vehicle-details__stage')?.classList.contains('av-shimmer')).toBe(
      true,
    )
  })
})

describe('isWholeFleetAt', () => {
  it('is the list of cars with no filter or order in the address, under the base too', () => {
    expect(isWholeFleetAt('/vehicles', '', under(''))).toBe(true)
    expect(isWholeFleetAt('/demo/vehicles', '', under('/demo'))).toBe(true)
    // What the list does not read leaves it whole; so does a value it drops.
    expect(isWholeFleetAt('/vehicles', '?utm_source=mail', under(''))).toBe(true)
    expect(isWholeFleetAt('/vehicles', `?fuel=${'x'.repeat(31)}`, under(''))).toBe(true)
    // Any fuel a car can have is a filter, also one our forms do not offer.
    expect(isWholeFleetAt('/vehicles', '?fuel=Petrol', under(''))).toBe(false)
  })

  it('is not a filtered or sorted list, nor any other address', () => {
    expect(isWholeFleetAt('/vehicles', '?fuel=Diesel', under(''))).toBe(false)
    expect(isWholeFleetAt('/vehicles', '?sort=price-asc', under(''))).toBe(false)
    expect(isWholeFleetAt('/vehicles', '?maxPrice=50', under(''))).toBe(false)
    for (const path of ['/', '/vehicles/', '/vehicles/1', '/vehiclesx', '/demo/vehicles']) {
      expect(isWholeFleetAt(path, '', under(''))).toBe(false)
    }
    expect(isWholeFleetAt('/vehicles', '', under('/demo'))).toBe(false)
  })
})

describe('firstScreenPlan', () => {
  it("paints a car's page from its car and the list from the fleet, nothing else", () => {
    expect(firstScreenPlan('/vehicles/7', '', SETTINGS)?.call).toBe('/car/visitors/7')
    expect(firstScreenPlan('/vehicles', '', SETTINGS)?.call).toBe('/car/visitors/all')
    expect(firstScreenPlan('/vehicles', '?seats=4', SETTINGS)).toBeNull()
    expect(firstScreenPlan('/about', '', SETTINGS)).toBeNull()
  })
})

describe('showFirstScreenAt the list of cars', () => {
  const FLEET = Array.from({ length: 6 }, (_, index) => ({
    id: index + 1,
    model: `Car ${index + 1}`,
    image: [`pic-${index + 1}`],
  }))
  const pictures = (root: HTMLElement) =>
    [...root.querySelectorAll('.vehicle-card__media')].map(
      (slot) => slot.querySelector('img')?.getAttribute('alt') ?? null,
    )

  it("asks for the fleet at once and puts the first row's pictures in the first cards, in order", async () => {
    const { doc, root, finishReading } = pageBeingRead('loading')
    const { loadCar: loadFleet, answer } = answerLater()
    const page = {}
    const shown = showFirstScreenAt(doc, at('/vehicles'), SETTINGS, loadFleet, page)
    expect(loadFleet).toHaveBeenCalledWith(`${API}/car/visitors/all`)
    // The app's client takes this response, once: the API is asked once.
    const forTheApp = takeResponse(`${API}/car/visitors/all`, page)
    expect(forTheApp).toBeDefined()
    expect(takeResponse(`${API}/car/visitors/all`, page)).toBeUndefined()
    answer(FLEET)
    await expect(forTheApp).resolves.toEqual(FLEET)
    finishReading()
    await expect(shown).resolves.toBe(GRID_FIRST_ROW)
    expect(root.hasAttribute('data-first-screen')).toBe(true)
    expect(root.querySelector('h1')?.textContent).toBe('Our Cars')
    expect(pictures(root)).toEqual([
      ...FLEET.slice(0, GRID_FIRST_ROW).map((car) => car.model),
      ...Array(8 - GRID_FIRST_ROW).fill(null),
    ])
    const first = root.querySelector('.vehicle-card__media img') as HTMLImageElement
    expect(first.getAttribute('src')).toBe(`${API}/files/display/pic-1`)
    expect(first.className).toBe('vehicle-card__image')
    expect(first.hasAttribute(FIRST_SCREEN_PICTURE)).toBe(true)
    const slots = [...root.querySelectorAll('.vehicle-card__media')]
    expect(slots.map((slot) => slot.classList.contains('av-shimmer'))).toEqual([
      ...Array(GRID_FIRST_ROW).fill(false),
      ...Array(8 - GRID_FIRST_ROW).fill(true),
    ])
  })

  it('keeps loading the card of a car without a picture, and shows a short fleet whole', async () => {
    const { doc, root } = pageBeingRead()
    const fleet = [FLEET[0], { ...FLEET[1], image: [] }, FLEET[2]]
    await expect(showFirstScreenAt(doc, at('/vehicles'), SETTINGS, answering(fleet))).resolves.toBe(
      2,
    )
    expect(pictures(root).slice(0, 4)).toEqual(['Car 1', null, 'Car 3', null])
    expect(root.querySelectorAll('.vehicle-card__media.av-shimmer')).toHaveLength(6)
  })

  it('shows the list loading when the API answers no fleet, and leaves the app what it got', async () => {
    const failed = vi.fn(async (_url: string): Promise<unknown> => {
      throw new TypeError('Failed to fetch')
    })
    // What the app's own call then takes: the API's answer, or null to ask the API itself.
    const cases: Array<[(url: string) => Promise<unknown>, unknown]> = [
      [answering(null), null],
      [answering({ id: 1 }), { id: 1 }],
      [answering([]), []],
      [failed, null],
    ]
    for (const [answer, forTheApp] of cases) {
      const { doc, root } = pageBeingRead()
      const page = {}
      await expect(showFirstScreenAt(doc, at('/vehicles'), SETTINGS, answer, page)).resolves.toBe(0)
      await expect(takeResponse(`${API}/car/visitors/all`, page)).resolves.toEqual(forTheApp)
      expect(root.hasAttribute('data-first-screen')).toBe(true)
      expect(root.querySelector('h1')?.textContent).toBe('Our Cars')
      expect(root.querySelector('img')).toBeNull()
    }
  })

  it('leaves a filtered list to the app', async () => {
    const { doc, root } = pageBeingRead()
    const loadFleet = answering(FLEET)
    await expect(
      showFirstScreenAt(doc, at('/vehicles', '?fuel=Diesel'), SETTINGS, loadFleet),
    ).resolves.toBe(0)
    expect(loadFleet).not.toHaveBeenCalled()
    expect(root.querySelector('.boot')).not.toBeNull()
  })
})

describe('loadJson', () => {
  let server: Server
  let base = ''
  beforeAll(async () => {
    // Any page may call the API: it answers every origin, as the real one does the app's.
    server = createServer((request, response) => {
      const headers = { 'access-control-allow-origin': '*', 'content-type': 'application/json' }
      if (request.url === '/car') response.writeHead(200, headers).end(JSON.stringify(CAR))
      else if (request.url === '/broken') response.writeHead(200, headers).end('{"id": 7,')
      else response.writeHead(404, headers).end('{"message":"car with id 9 not found"}')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('answers the JSON of a 200', async () => {
    await expect(loadJson(`${base}/car`)).resolves.toEqual(CAR)
  })

  it('answers null for an error status or a body that is not JSON', async () => {
    await expect(loadJson(`${base}/car/9`)).resolves.toBeNull()
    await expect(loadJson(`${base}/broken`)).resolves.toBeNull()
  })
})

describe('showFirstScreenAt in a demo: the fleet its build made', () => {
  const BUILT = {
    fleet: '/demo/demo-data/fleet.json',
    pictures: '/demo/demo-data/pictures/',
    changedKey: 'test.fleet-changed',
  }
  const DEMO = { ...SETTINGS, apiUrl: '/demo/car-rental/api', builtFleet: BUILT }
  const FLEET = [CAR, { id: 8, model: 'Saab 900', image: ['p8'], pricePerHour: 20 }]
  afterEach(() => localStorage.removeItem(BUILT.changedKey))

  it("reads a car's page and the list from the built fleet, pictures from the built folder", async () => {
    const car = pageBeingRead()
    const loadFleet = answering(FLEET)
    const page = {}
    await expect(
      showFirstScreenAt(car.doc, at('/vehicles/8'), DEMO, loadFleet, page),
    ).resolves.toBe(1)
    expect(loadFleet).toHaveBeenCalledWith(BUILT.fleet)
    const picture = car.root.querySelector('.vehicle-details__stage img')
    expect(picture?.getAttribute('src')).toBe(`${BUILT.pictures}p8.svg`)
    expect(picture?.getAttribute('alt')).toBe('Saab 900')

    const list = pageBeingRead()
    await expect(showFirstScreenAt(list.doc, at('/vehicles'), DEMO, loadFleet, page)).resolves.toBe(
      2,
    )
    // The app asks the embedded backend itself: nothing is left for its client.
    expect(takeResponse(BUILT.fleet, page)).toBeUndefined()
    expect(takeResponse(`${DEMO.apiUrl}/car/visitors/all`, page)).toBeUndefined()
  })

  it('keeps a car the built fleet lacks loading', async () => {
    const { doc, root } = pageBeingRead()
    await expect(showFirstScreenAt(doc, at('/vehicles/99'), DEMO, answering(FLEET))).resolves.toBe(
      0,
    )
    expect(root.querySelector('.vehicle-details__stage img')).toBeNull()
  })

  it('shows nothing of it once the demo backend has said its cars changed', async () => {
    localStorage.setItem(BUILT.changedKey, '1')
    const { doc, root } = pageBeingRead()
    const loadFleet = answering(FLEET)
    await expect(showFirstScreenAt(doc, at('/vehicles'), DEMO, loadFleet)).resolves.toBe(0)
    expect(loadFleet).not.toHaveBeenCalled()
    expect(root.querySelector('.boot')).not.toBeNull()
  })
})
