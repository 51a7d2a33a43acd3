import { config } from './config'

/**
 * The demo's embedded backend, then its demo bar. main.tsx imports this module first, so in
 * the demo the backend's code starts to download while the app's own code still runs. Live
 * builds call nothing here and carry none of it.
 */
const modules =
  // Written out literally so Parcel drops the branch, and the mock with it, from live builds.
  process.env.API_MODE === 'mock'
    ? Promise.all([
        import('../mocks/browser'),
        import('../mocks/latency'),
        import('./features/demo/mount-demo-bar'),
      ])
    : undefined

export async function startDemoBackend(): Promise<void> {
  if (!modules) throw new Error('Only a demo build has an embedded backend')
  const [
    { startMockBackend, resetMockDatabase },
    { LATENCY_KEY, currentLatency },
    { mountDemoBar },
  ] = await modules
  await startMockBackend({
    apiUrl: config.apiUrl,
    latency: config.mockLatency,
    publicPath: config.publicPath,
  })
  // The bar renders once the first screen has (it is the app's calls' turn now).
  whenIdle(() =>
    mountDemoBar({
      reset: () => resetMockDatabase(),
      latency: {
        get: () => currentLatency(config.mockLatency),
        set: (ms) => localStorage.setItem(LATENCY_KEY, String(ms)),
      },
    }),
  )
}

function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 1000 })
  else setTimeout(task, 100)
}
