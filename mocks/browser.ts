import { setupWorker } from 'msw/browser'
import { config } from '../src/config'
import { createHandlers } from './handlers/index'
import { seedDatabase } from './seed'

let started: Promise<void> | undefined

/**
 * Starts the embedded backend in the page: seeds (or restores) the database and starts
 * the service worker. Safe to call more than once (React StrictMode): it starts once.
 */
export function startMockBackend(): Promise<void> {
  started ??= start()
  return started
}

async function start(): Promise<void> {
  await seedDatabase()
  const worker = setupWorker(...createHandlers(config.apiUrl, { latency: config.mockLatency }))
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
}

/** Replaces the database with a fresh seed. */
export async function resetMockDatabase(): Promise<void> {
  await seedDatabase()
}
