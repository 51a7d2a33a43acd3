// First: zod's settings, before any schema is built (see the module).
import './zod-without-eval'
// Then: the history depth at start-up, before any navigation (see the module).
import './ui/entry-history'
import '@fontsource-variable/manrope'
import './ui/theme/theme.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { config } from './config'

async function start() {
  // Written out literally so Parcel drops the branch, and the mock with it, from live builds.
  if (process.env.API_MODE === 'mock') {
    const [
      { startMockBackend, resetMockDatabase },
      { LATENCY_KEY, currentLatency },
      { mountDemoBar },
    ] = await Promise.all([
      import('../mocks/browser'),
      import('../mocks/latency'),
      import('./features/demo/mount-demo-bar'),
    ])
    await startMockBackend({
      apiUrl: config.apiUrl,
      latency: config.mockLatency,
      publicPath: config.publicPath,
    })
    mountDemoBar({
      reset: () => resetMockDatabase(),
      latency: {
        get: () => currentLatency(config.mockLatency),
        set: (ms) => localStorage.setItem(LATENCY_KEY, String(ms)),
      },
    })
  }
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

start().catch((error) => {
  console.error('The app could not start', error)
})
