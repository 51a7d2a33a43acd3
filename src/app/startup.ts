import { useEffect } from 'react'
import { flushSync } from 'react-dom'
import { proxy, useSnapshot } from 'valtio'
import { holdCallsUntil } from '../api/backend-gate'
import { ApiError } from '../api/client'
import { routerBase } from '../config'
import { mountDemoBarFirst, startDemoBackend } from '../demo-backend'
import { isNetworkFailure } from '../domain/connection'
import { startLocale } from '../i18n/i18n'
import { SOURCE_LOCALE } from '../i18n/locales'
import { hasStoredToken, loadCurrentUser, signOut } from '../state/session'
import { installBackGuard } from '../ui/back-guard'
import { recordEntryHistory } from '../ui/entry-history'
import { followTheme } from '../ui/theme/color-theme'
import { firstScreenPainted } from './first-screen/takeover'
import { queryClient } from './query-client'
import { loadRoute } from './route-loads'
import { loadOnStart, routeAt } from './route-table'

/** A dropped connection or a server's error is no fault of the app (the page offers a retry). */
function logFailure(what: string, error: unknown): void {
  if (isNetworkFailure(error) || error instanceof ApiError) console.warn(what, error)
  else console.error(what, error)
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

// StrictMode runs effects twice in development; the session loads once per page load.
let session: Promise<void> | null = null

export function startSession(): Promise<void> {
  session ??= loadSessionUser().finally(() => {
    startupState.sessionReady = true
  })
  return session
}

export function resetStartup(): void {
  session = null
  startupState.sessionReady = false
}

export function useStartup(): boolean {
  useEffect(() => {
    void startSession()
  }, [])
  return useSnapshot(startupState).sessionReady
}

/** The first render waits this long at most for the loads, so the page paints once, with data. */
const FIRST_RENDER_WAIT_MS = 400
/** Over a demo's first screen the app waits longer for the backend, so the page goes from that screen straight to the page's data. */
const DEMO_FIRST_SCREEN_WAIT_MS = 4000

/** Starts the demo's backend (the app's calls wait for it); resolves once its bar is shown. */
async function startDemo(language: Promise<void>): Promise<void> {
  // A booking, a scenario or a reset in another tab: every query on screen asks again.
  const backend = startDemoBackend(() => void queryClient.invalidateQueries())
  holdCallsUntil(backend)
  backend.catch((error: unknown) => console.error('The demo backend could not start', error))
  // Tests and scripts that call the embedded backend from the page wait for this first.
  Object.assign(globalThis, { autoviaMockStarted: backend.catch(() => undefined) })
  await mountDemoBarFirst(language).catch((error: unknown) =>
    console.error('The demo bar could not be shown', error),
  )
}

function routePath(): string {
  const path = location.pathname
  return routerBase && path.startsWith(routerBase) ? path.slice(routerBase.length) || '/' : path
}

export async function startUp(loadApp: () => Promise<(root: HTMLElement) => void>): Promise<void> {
  // A built page's head has shown the theme already (scripts/theme-script.ts); the dev server's has not.
  followTheme()
  // The page renders once, in its language: never in English first.
  const language = startLocale().catch((error: unknown) =>
    logFailure('Could not load the texts of the chosen language', error),
  )
  recordEntryHistory()
  installBackGuard()
  // Written out literally so Parcel drops the branch, and the mock with it, from live builds.
  const demo = process.env.API_MODE === 'mock' ? startDemo(language) : undefined
  const app = loadApp()
  const path = routePath()
  const session = startSession()
  loadOnStart(queryClient).catch((error: unknown) =>
    logFailure('Could not load the vehicles', error),
  )
  const match = routeAt(path)
  const [route] = match
  const { code, settled } = loadRoute(route, queryClient)
  // Only a page of cars has pictures at its top, so the code that finds them is not the home page's to download.
  if (route?.firstScreen) {
    void Promise.all([import('./first-screen/top-pictures'), settled]).then(
      ([{ preloadTopPictures }]) => preloadTopPictures(match, location.search),
      (error: unknown) => logFailure('Could not preload the top pictures', error),
    )
  }
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  const ready = Promise.all([app, session, code, settled])
  // The demo bar comes before the app, so the page never jumps down when it appears.
  await demo
  // A first screen in another language than English is hidden (index.html): no reason to wait for it.
  const shownFirstScreen =
    root.hasAttribute('data-first-screen') && document.documentElement.lang === SOURCE_LOCALE
  const wait = demo && shownFirstScreen ? DEMO_FIRST_SCREEN_WAIT_MS : FIRST_RENDER_WAIT_MS
  await Promise.race([
    ready.then(() => firstScreenPainted(root)),
    new Promise((done) => setTimeout(done, wait)),
  ])
  const mount = await app
  await language
  // In the render's task: from then on the first screen's script leaves #root alone.
  root.removeAttribute('data-first-screen')
  flushSync(() => mount(root))
}
