// First: in the demo, the embedded backend's code starts to load (see the module).
import { mountDemoBarFirst, startDemoBackend } from './demo-backend'
// Then: zod's settings, before any schema is built (see the module).
import './zod-without-eval'
// Then: the history depth at start-up, before any navigation (see the module).
import './ui/entry-history'
import '@fontsource-variable/manrope'
import './ui/theme/theme.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { holdCallsUntil } from './api/backend-gate'
import { App } from './app/app'

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
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

start().catch((error: unknown) => console.error('The app could not start', error))
