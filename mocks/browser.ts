import { setupWorker } from 'msw/browser'
import { restoreDb, snapshotDb } from './db'
import { setAfterChange } from './handlers/http'
import { createHandlers } from './handlers/index'
import { currentLatency } from './latency'
import { loadSnapshot, saveSnapshot } from './persistence'
import { dayOf, daysBetween, moveForward } from './rules/fresh-dates'
import { type SeedOptions, seedDatabase } from './seed'

let started: Promise<void> | undefined
let persistence = true
// Saves run one after another, each writing the database as it is when its turn comes.
let saving: Promise<void> = Promise.resolve()

/**
 * Starts the embedded backend in the page: restores the saved database (or seeds a fresh
 * one) and starts the service worker. Safe to call again (React StrictMode): it starts once.
 */
export interface MockBackendOptions {
  /** Where the app sends its calls (the build's API_URL). */
  apiUrl: string
  /** Simulated network latency before every answer, in ms. */
  latency: number
}

export function startMockBackend(options: MockBackendOptions): Promise<void> {
  started ??= start(options)
  return started
}

/**
 * msw asks the browser to look for a newer worker script on every start and does not wait for
 * the answer; when the page unloads meanwhile (a reload, a quick navigation) that check fails
 * as an unhandled rejection. The worker in place keeps working, so this one failure is quiet.
 */
function ignoreWorkerUpdateFailures() {
  window.addEventListener('unhandledrejection', (event) => {
    const message = event.reason instanceof Error ? event.reason.message : String(event.reason)
    if (message.startsWith('Failed to update a ServiceWorker')) event.preventDefault()
  })
}

async function start({ apiUrl, latency }: MockBackendOptions): Promise<void> {
  ignoreWorkerUpdateFailures()
  const worker = setupWorker(...createHandlers(apiUrl, { latency: () => currentLatency(latency) }))
  // Every successful change is saved before its answer is sent.
  setAfterChange(save)
  // The app sends nothing before this resolves, so the worker may start while data loads.
  await Promise.all([
    loadOrSeed(),
    worker.start({
      serviceWorker: { url: '/mockServiceWorker.js' },
      onUnhandledRequest: 'bypass',
      quiet: true,
    }),
  ])
  Object.assign(globalThis, { autoviaMock: { resetMockDatabase } })
}

async function loadOrSeed(): Promise<void> {
  try {
    const loaded = await loadSnapshot()
    if (loaded.kind === 'found') {
      const now = Date.now()
      const sessions = loaded.snapshot.sessions.filter((s) => s.expiresAt > now)
      // A demo opened days after it was last used still looks current: its trips move along.
      const late = loaded.savedOn ? daysBetween(loaded.savedOn, dayOf(now)) : 0
      await restoreDb(moveForward({ ...loaded.snapshot, sessions }, late))
      if (late > 0) void save()
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
  // Not awaited: later saves queue behind it, and the first page need not wait for storage.
  void save()
}

function save(): Promise<void> {
  saving = saving.then(async () => {
    if (!persistence) return
    try {
      await saveSnapshot(snapshotDb(), dayOf(Date.now()))
    } catch (error) {
      persistence = false
      console.warn('Mock backend: cannot save to IndexedDB; changes last until reload.', error)
    }
  })
  return saving
}

/**
 * Replaces the database, in memory and in storage, with a fresh seed; for example
 * `resetMockDatabase({ size: 'large' })` for large-data checks. Also reachable from tests
 * as `globalThis.autoviaMock.resetMockDatabase`.
 */
export async function resetMockDatabase(options: SeedOptions = {}): Promise<void> {
  await seedDatabase(options)
  await save()
}
