import { useEffect } from 'react'
import { flushSync } from 'react-dom'
import { proxy, useSnapshot } from 'valtio'
import { api } from '../api/app-api'
import { holdCallsUntil } from '../api/backend-gate'
import { ApiError } from '../api/client'
import { vehicleQueries } from '../api/vehicle-queries'
import { routerBase } from '../config'
import { mountDemoBarFirst, startDemoBackend } from '../demo-backend'
import { isNetworkFailure } from '../domain/connection'
import { parseId } from '../domain/route-id'
import type { Vehicle } from '../domain/vehicle'
import { applyFilters, parseFilters } from '../features/vehicles/vehicle-filters'
import { hasStoredToken, loadCurrentUser, signOut } from '../state/session'
import { recordEntryHistory } from '../ui/entry-history'
import { GRID_FIRST_ROW } from '../ui/vehicle/grid-first-row'
import { firstScreenPainted, takeFleetResponse } from './first-screen/first-screen'
import { queryClient } from './query-client'
import { AdminLayout, NOT_FOUND, routeAt } from './route-table'

/**
 * A dropped connection or a server's error response is not a fault of the app, and the page
 * shows it with a retry: a warning. Anything else (a bug) is an error.
 */
function logFailure(what: string, error: unknown): void {
  if (isNetworkFailure(error) || error instanceof ApiError) console.warn(what, error)
  else console.error(what, error)
}

/** The fleet into the cache, from the first screen's request if any; a failure is only logged. */
async function loadFleet(): Promise<void> {
  const early = takeFleetResponse()
  const fleet = vehicleQueries.all()
  await queryClient.prefetchQuery({
    ...fleet,
    queryFn: async () => {
      const response = early ? await early : null
      return Array.isArray(response) ? (response as Vehicle[]) : api.getVehicles()
    },
  })
  const { status, error } = queryClient.getQueryState(fleet.queryKey) ?? {}
  if (status === 'error') logFailure('Could not load the vehicles', error)
}

/** The user of a stored token; a token the server rejects is dropped (not half signed in). */
function loadSessionUser(): Promise<void> {
  if (!hasStoredToken()) return Promise.resolve()
  return loadCurrentUser().then(
    () => undefined,
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) {
        console.warn('The stored session has ended; continuing signed out')
        signOut()
      } else logFailure('Could not load the signed-in user', error)
    },
  )
}

/** `sessionReady` once the visitor is known (signed in or not), which every page waits for. */
export const startupState = proxy({ sessionReady: false })

// StrictMode runs effects twice in development; the start-up must run once per page load.
let started: { vehicles: Promise<void>; session: Promise<void> } | null = null

/** docs/product.md section 1: the vehicles and, with a token, the user; neither rejects. */
export function startupLoads(): { vehicles: Promise<void>; session: Promise<void> } {
  started ??= {
    vehicles: loadFleet(),
    session: loadSessionUser().finally(() => {
      startupState.sessionReady = true
    }),
  }
  return started
}

/** Starts the start-up loads (see startupLoads); resolves once both have settled. */
export function startOnce(): Promise<void> {
  const { vehicles, session } = startupLoads()
  return Promise.all([vehicles, session]).then(() => undefined)
}

/** Test hook: forget the memoised start-up so the next call runs it again. */
export function resetStartup(): void {
  started = null
  startupState.sessionReady = false
}

/** Starts the loads on first use; true once the visitor is known (see startupState). */
export function useStartup(): boolean {
  useEffect(() => {
    void startOnce()
  }, [])
  return useSnapshot(startupState).sessionReady
}

/** The first render waits this long at most for the loads, so the page paints once, with data. */
const FIRST_RENDER_WAIT_MS = 400

/** Starts the demo's backend (the app's calls wait for it); resolves once its bar is shown. */
async function startDemo(): Promise<void> {
  const backend = startDemoBackend()
  holdCallsUntil(backend)
  backend.catch((error: unknown) => console.error('The demo backend could not start', error))
  // Tests and scripts that call the embedded backend from the page wait for this first.
  Object.assign(globalThis, { autoviaMockStarted: backend.catch(() => undefined) })
  await mountDemoBarFirst().catch((error: unknown) =>
    console.error('The demo bar could not be shown', error),
  )
}

/** The path inside the router's base, as the routes see it. */
function routePath(): string {
  const path = location.pathname
  return routerBase && path.startsWith(routerBase) ? path.slice(routerBase.length) || '/' : path
}

/** Starts downloading the page at `path` and its layout; a failure shows in its error boundary. */
export function preloadRoute(path: string): Promise<void> {
  const [route] = routeAt(path)
  const page = route?.page ?? NOT_FOUND.page
  return Promise.all([
    'preload' in page ? page.preload() : undefined,
    route?.layout === 'admin' ? AdminLayout.preload() : undefined,
  ]).then(
    () => undefined,
    () => undefined,
  )
}

/** Whether the page at `path` shows cars, and so waits for the fleet. */
export function routeShowsCars(path: string): boolean {
  return routeAt(path)[0]?.fleet === true
}

/**
 * The pictures at the top of the page at `path` (the car's, or the list's first row): fetched
 * before the first render, they paint in the same frame as the text around them.
 */
export function firstScreenPictures(path: string, search = ''): string[] {
  const vehicles = queryClient.getQueryData(vehicleQueries.all().queryKey) ?? []
  const [route, params] = routeAt(path)
  const cars =
    route?.firstScreen === 'car'
      ? vehicles.filter((vehicle) => vehicle.id === parseId(params[0]))
      : route?.firstScreen === 'list'
        ? applyFilters(vehicles, parseFilters(search)).slice(0, GRID_FIRST_ROW)
        : []
  return cars.flatMap((car) => (car.image[0] ? [api.vehicleImageUrl(car.image[0])] : []))
}

function preloadPictures(urls: readonly string[]): void {
  for (const url of urls) {
    const picture = new Image()
    picture.fetchPriority = 'high'
    picture.src = url
  }
}

/**
 * Everything before the first render: the demo's backend and bar, then at once the loads, the
 * app's and page's code and the top pictures; the app mounts once those are in (or after
 * FIRST_RENDER_WAIT_MS).
 */
export async function startUp(loadApp: () => Promise<(root: HTMLElement) => void>): Promise<void> {
  recordEntryHistory()
  // Written out literally so Parcel drops the branch, and the mock with it, from live builds.
  const demo = process.env.API_MODE === 'mock' ? startDemo() : undefined
  const app = loadApp()
  const path = routePath()
  const { vehicles, session } = startupLoads()
  const fleet = vehicles.then(() => preloadPictures(firstScreenPictures(path, location.search)))
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  const ready = Promise.all([app, session, preloadRoute(path), routeShowsCars(path) && fleet])
  // The demo bar comes before the app, so the page never jumps down when it appears.
  await demo
  await Promise.race([
    ready.then(() => firstScreenPainted(root)),
    new Promise((done) => setTimeout(done, FIRST_RENDER_WAIT_MS)),
  ])
  const mount = await app
  // #root stops holding the first screen the build put in the page within the render's task.
  root.removeAttribute('data-first-screen')
  flushSync(() => mount(root))
}
