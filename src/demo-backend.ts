import { config } from './config'
import type { DemoControl } from './features/demo/demo-control'

/**
 * The demo's embedded backend and its demo bar, started by app/startup.ts. Their code starts to
 * download as soon as the first chunk runs. Live builds call nothing here and carry none of it.
 */
// Written out literally so Parcel drops the branches, and the mock with them, from live builds.
const backend = process.env.API_MODE === 'mock' ? import('../mocks/browser') : undefined
const bar =
  process.env.API_MODE === 'mock'
    ? Promise.all([import('../mocks/latency'), import('./features/demo/mount-demo-bar')])
    : undefined

/** Starts the embedded backend; the app's calls wait for this (see api/backend-gate). */
export async function startDemoBackend(): Promise<void> {
  if (!backend) throw new Error('Only a demo build has an embedded backend')
  const { startMockBackend } = await backend
  await startMockBackend({
    apiUrl: config.apiUrl,
    latency: config.mockLatency,
    publicPath: config.publicPath,
  })
}

/** The embedded backend's control, for the demo bar and its panel. */
async function loadControl(): Promise<DemoControl> {
  if (!backend) throw new Error('Only a demo build has an embedded backend')
  return (await backend).browserControl
}

/**
 * Shows the demo bar (two small chunks): before the app renders, so the page never jumps down
 * when it appears. Its reset waits for the backend's code.
 */
export async function mountDemoBarFirst(): Promise<void> {
  if (!bar || !backend) throw new Error('Only a demo build has a demo bar')
  const [{ LATENCY_KEY, currentLatency }, { mountDemoBar }] = await bar
  mountDemoBar({
    reset: async () => (await backend).resetToScenario(),
    latency: {
      get: () => currentLatency(config.mockLatency),
      set: (ms) => localStorage.setItem(LATENCY_KEY, String(ms)),
    },
    loadControl,
  })
}
