import { config } from './config'
import type { DemoControl } from './features/demo/demo-control'
import { loadMessages } from './i18n/i18n'

const NOT_A_DEMO = 'Only a demo build has an embedded backend'

// Each import is written out literally so that Parcel drops it, and the mock, from live builds.
let backend: Promise<typeof import('../mocks/browser')> | undefined
const loadBackend = () =>
  (backend ??=
    process.env.API_MODE === 'mock'
      ? import('../mocks/browser')
      : Promise.reject(new Error(NOT_A_DEMO)))

const loadBar = () =>
  process.env.API_MODE === 'mock'
    ? Promise.all([import('../mocks/latency'), import('./features/demo/mount-demo-bar')])
    : Promise.reject(new Error(NOT_A_DEMO))

/** Starts the embedded backend (app/startup.ts); the app's calls wait for it (api/backend-gate). */
export async function startDemoBackend(changedElsewhere: () => void): Promise<void> {
  const { startMockBackend } = await loadBackend()
  await startMockBackend({
    apiUrl: config.apiUrl,
    latency: config.mockLatency,
    publicPath: config.publicPath,
    changedElsewhere,
    upstreamUrl: config.upstreamUrl,
  })
}

/** Shows the demo bar before the app renders, so the page never jumps down when it appears; it waits for `language` so that it shows in the page's language from the start. */
export async function mountDemoBarFirst(language: Promise<void>): Promise<void> {
  const [{ LATENCY_KEY, currentLatency }, { mountDemoBar, openLinkIn }] = await Promise.all([
    loadBar(),
    loadMessages('demo'),
    language,
  ]).then(([bar]) => bar)
  const loadControl = async (): Promise<DemoControl> => (await loadBackend()).browserControl
  mountDemoBar({
    reset: async () => (await loadBackend()).resetToScenario(),
    latency: {
      get: () => currentLatency(config.mockLatency),
      set: (ms) => localStorage.setItem(LATENCY_KEY, String(ms)),
    },
    loadControl,
  })
  // A demo link (?scenario=&persona=&snapshot=) is opened before the app shows any data.
  await openLinkIn(location.search, loadControl)
}
