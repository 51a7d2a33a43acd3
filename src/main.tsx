// First: in the demo, the embedded backend's code starts to load (see the module).

// Then: the page's own chunk starts to load (see the module).
import { routePath } from './app/first-page-chunk'
import { mountDemoBarFirst, startDemoBackend } from './demo-backend'
// Then: the history depth at start-up, before any navigation (see the module).
import './ui/entry-history'
import '@fontsource-variable/manrope'
import './ui/theme/theme.css'
import { type ReactNode, StrictMode, useLayoutEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { holdCallsUntil } from './api/backend-gate'
import { App } from './app/app'
import { firstScreenPicturesPainted } from './app/first-screen/picture-painted'
import { firstScreenPictures, preloadRouteChunk, routeShowsCars } from './app/routes'
import { startupLoads } from './app/startup'
import { isChunkLoadError } from './ui/chunk-load'

/**
 * How long the first render waits at most for the start-up loads and the page's code. Within
 * it (a live build finds the fleet preloaded by index.html), the page is laid out and painted
 * once, with its data, instead of first as the loading screen and then again; a slower
 * start shows that loading screen after it. index.html's own loading screen shows meanwhile.
 */
const FIRST_RENDER_WAIT_MS = 400

function preloadPictures(urls: readonly string[]) {
  for (const url of urls) {
    const picture = new Image()
    picture.fetchPriority = 'high'
    picture.src = url
  }
}

/**
 * The app's first render takes the place of the first screen the build put in index.html (see
 * scripts/first-screen.tsx); #root stops saying it holds that once the app's own is in.
 */
function TakesOver({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => root.removeAttribute('data-first-screen'), [root])
  return children
}

async function start() {
  // Written out literally so Parcel drops the branch, and the mock with it, from live builds.
  if (process.env.API_MODE === 'mock') {
    const backend = startDemoBackend()
    // The first screen paints at once; the app's calls wait until the backend answers.
    holdCallsUntil(backend)
    backend.catch((error: unknown) => console.error('The demo backend could not start', error))
    // Tests and scripts that call the embedded backend from the page wait for this first.
    Object.assign(globalThis, { autoviaMockStarted: backend.catch(() => undefined) })
    await mountDemoBarFirst().catch((error: unknown) =>
      console.error('The demo bar could not be shown', error),
    )
  }
  // The start-up loads and the page's code start now, not after a first render; so does the
  // page's top pictures, once the fleet says which they are. Only a page that shows cars waits
  // for the fleet.
  const path = routePath()
  const { vehicles, session } = startupLoads()
  const fleet = vehicles.then(() => preloadPictures(firstScreenPictures(path, location.search)))
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  const firstScreen = Promise.all([
    session,
    preloadRouteChunk(path),
    routeShowsCars(path) ? fleet : undefined,
  ]).then(() => firstScreenPicturesPainted(root))
  await Promise.race([firstScreen, new Promise((done) => setTimeout(done, FIRST_RENDER_WAIT_MS))])
  createRoot(root, {
    // A download that failed offline is shown by the boundary that caught it, not an error.
    onCaughtError: (error) => {
      if (!isChunkLoadError(error)) console.error(error)
    },
  }).render(
    <StrictMode>
      <TakesOver root={root}>
        <App />
      </TakesOver>
    </StrictMode>,
  )
}

start().catch((error: unknown) => console.error('The app could not start', error))
