import { setupWorker } from 'msw/browser'
import { config } from '../src/config'
import { restoreDb, snapshotDb } from './db'
import { createHandlers } from './handlers/index'
import { loadSnapshot, saveSnapshot } from './persistence'
import { seedDatabase } from './seed'

const SAVE_DELAY_MS = 250
let started: Promise<void> | undefined
let persistence = true
let saveTimer: ReturnType<typeof setTimeout> | undefined

/**
 * Starts the embedded backend in the page: restores the saved database (or seeds a fresh
 * one) and starts the service worker. Safe to call again (React StrictMode): it starts once.
 */
export function startMockBackend(): Promise<void> {
  started ??= start()
  return started
}

async function start(): Promise<void> {
  await loadOrSeed()
  const worker = setupWorker(...createHandlers(config.apiUrl, { latency: config.mockLatency }))
  // Reads never change the database; everything else may, so it is saved soon after.
  worker.events.on('response:mocked', ({ request }) => {
    if (request.method !== 'GET') scheduleSave()
  })
  addEventListener('pagehide', () => void flushSave())
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
  Object.assign(globalThis, { autoviaMock: { resetMockDatabase } })
}

async function loadOrSeed(): Promise<void> {
  try {
    const loaded = await loadSnapshot()
    if (loaded.kind === 'found') {
      const now = Date.now()
      const sessions = loaded.snapshot.sessions.filter((s) => s.expiresAt > now)
      await restoreDb({ ...loaded.snapshot, sessions })
      return
    }
    if (loaded.kind === 'replaced') {
      console.warn(`Mock backend: stored database replaced by a fresh seed (${loaded.reason}).`)
    }
  } catch (error) {
    // A blank page is worse than a forgotten demo: start from the seed instead.
    console.warn('Mock backend: could not restore the stored database; seeding afresh.', error)
  }
  await seedDatabase()
  await flushSave()
}

function scheduleSave(): void {
  clearTimeout(saveTimer)
  saveTimer = setTimeout(() => void flushSave(), SAVE_DELAY_MS)
}

async function flushSave(): Promise<void> {
  clearTimeout(saveTimer)
  if (!persistence) return
  try {
    await saveSnapshot(snapshotDb())
  } catch (error) {
    persistence = false
    console.warn('Mock backend: cannot save to IndexedDB; changes last until reload.', error)
  }
}

/** Replaces the database, in memory and in storage, with a fresh seed. */
export async function resetMockDatabase(): Promise<void> {
  await seedDatabase()
  await flushSave()
}
