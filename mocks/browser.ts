import { setupWorker } from 'msw/browser'
import { builtSeeds } from './built-seed-loader'
import { droppedConnectionHandler } from './connection'
import { storedScenario } from './control/data-scenarios'
import type { DriftEntry } from './control/drift'
import { keepFailures, tabStorage } from './control/failure-storage'
import { feedRequestLog } from './control/log-feed'
import { mockControl } from './control/mock-control'
import { keepRoutes } from './control/route-storage'
import { idSequences, restoreDb } from './db'
import { asWrite, replacingData, setAfterChange, setWriteGate } from './handlers/http'
import { createHandlers } from './handlers/index'
import { currentLatency } from './latency'
import { DEMO_WORKER_FILE, keepOfflineCopy, offlineCopy } from './offline'
import { CorruptCopyError, loadRevision, loadSnapshot, saveSnapshot } from './persistence'
import { dayOf, daysBetween, moveTripsForward } from './rules/fresh-dates'
import { SavedCopy, type SavePlan } from './saved-copy'
import { BUILT_SEED_DIR, type SeedOptions } from './seed-sizes'
import { seedData, setSeedSource } from './seed-source'
import { FLEET_CHANGED_KEY } from './storage-keys'

export { browserControl } from './control/browser-control'

/** Starts the embedded backend in the page: restores the saved database (or seeds a fresh one) and starts the service worker. */
export interface MockBackendOptions {
  apiUrl: string
  latency: number
  publicPath: string
  /** Another tab changed the data and this one has caught up: what the page shows is stale. */
  changedElsewhere?: () => void
  upstreamUrl?: string
}

const LOCK_NAME = 'autovia-mock-db'
const CHANNEL_NAME = 'autovia-mock-db'

let started: Promise<void> | undefined
let persistence = true
let revision: number | undefined
let channel: BroadcastChannel | undefined
/** What the stored copy holds, so that a save writes only what changed since. */
const savedCopy = new SavedCopy()
const timings = { load: 0, read: 0, core: 0, idle: 0, save: 0, written: 0 }
/** The data's cars and pictures came whole from the built Everyday seed since the last save that wrote any (200.html's first screen shows that fleet unless told it changed). */
let fleetFromBuiltSeed = false
const BUILT_FLEET_SCENARIOS: ReadonlyArray<string | null> = ['everyday', 'busy-weekend']

function markFleet(plan: SavePlan): void {
  const touched = plan.whole || FLEET_STORES.some((name) => plan.put[name] || plan.remove[name])
  const built = fleetFromBuiltSeed && BUILT_FLEET_SCENARIOS.includes(mockControl.scenario)
  fleetFromBuiltSeed = false
  if (!touched) return
  try {
    if (built) localStorage.removeItem(FLEET_CHANGED_KEY)
    else localStorage.setItem(FLEET_CHANGED_KEY, String(Date.now()))
  } catch {
    // Without storage the first screen cannot be told: it finds the key missing and shows the built fleet, which the app then replaces; nothing is lost.
  }
}
const FLEET_STORES = ['vehicles', 'images'] as const

/** Resolved once the first load has the first screen's data in (start() waits for it). */
let markFirstLoaded: () => void = () => undefined
const firstLoaded = new Promise<void>((resolve) => {
  markFirstLoaded = resolve
})

export function startMockBackend(options: MockBackendOptions): Promise<void> {
  started ??= start(options)
  return started
}

/** What the page shows came from whichever side answered then: a change of routes has it asked again from the side that answers now, and so does a recording's start, so that what is on screen goes into the recording. */
function askAgainOnSideChange(askAgain: (() => void) | undefined): void {
  if (!askAgain) return
  let routes = JSON.stringify([mockControl.routes.upstream, mockControl.routes.routed])
  mockControl.routes.subscribe(() => {
    const now = JSON.stringify([mockControl.routes.upstream, mockControl.routes.routed])
    if (now !== routes) askAgain()
    routes = now
  })
  let recording = mockControl.recorder.recording
  mockControl.recorder.subscribe(() => {
    if (mockControl.recorder.recording && !recording) askAgain()
    recording = mockControl.recorder.recording
  })
}

/** msw's check for a newer worker fails when the page unloads meanwhile; the worker in place keeps working. */
function ignoreWorkerUpdateFailures() {
  window.addEventListener('unhandledrejection', (event) => {
    const message = event.reason instanceof Error ? event.reason.message : String(event.reason)
    if (message.startsWith('Failed to update a ServiceWorker')) event.preventDefault()
  })
}

async function start({
  apiUrl,
  latency,
  publicPath,
  changedElsewhere,
  upstreamUrl,
}: MockBackendOptions): Promise<void> {
  ignoreWorkerUpdateFailures()
  // msw's worker inside the demo's own, which also keeps the build for offline use (mocks/offline.ts).
  const workerUrl = `${publicPath}${DEMO_WORKER_FILE}`
  if (await reloadedPastTheWorker(workerUrl)) return new Promise<void>(() => undefined)
  const worker = setupWorker(
    droppedConnectionHandler(apiUrl),
    ...createHandlers(apiUrl, { latency: () => currentLatency(latency) }),
  )
  // Seeds come made with the build, beside the pages (no seed code or word lists in the page).
  setSeedSource(
    builtSeeds(`${publicPath}${BUILT_SEED_DIR}/`, (name) => {
      fleetFromBuiltSeed = name === 'everyday'
    }),
  )
  // Failures on demand, routes and the request log are this tab's own (docs/embedded-backend.md).
  keepFailures(mockControl.failures, tabStorage())
  if (upstreamUrl) mockControl.routes.setUpstream(upstreamUrl)
  keepRoutes(mockControl.routes, tabStorage())
  askAgainOnSideChange(changedElsewhere)
  watchContract()
  const apiPath = new URL(apiUrl, location.href).pathname
  feedRequestLog(worker.events, mockControl.log, apiPath, Date.now, mockControl.drift, (call) =>
    mockControl.recorder.observe(
      call.method,
      call.path.slice(apiPath.replace(/\/+$/, '').length),
      call.status,
      call.headers['content-type'] ?? '',
      call.body,
    ),
  )
  setWriteGate(acrossTabs)
  // Every successful change is saved before its response is sent; a scenario switched or a snapshot loaded from the demo's panel is saved whole, with its scenario's name.
  setAfterChange(save)
  mockControl.configure({ afterReplace: saveWhole })
  if (typeof BroadcastChannel === 'function') {
    channel = new BroadcastChannel(CHANNEL_NAME)
    // Another tab saved: catch up now, then let the page ask again for what it shows.
    channel.onmessage = () => void idle().then(() => changedElsewhere?.())
  }
  // The app sends nothing before this resolves, so the worker may start while data loads; the app may start once the first screen's data is in (reads of the rest wait for it).
  const firstLoad = idle()
  await Promise.all([
    Promise.race([firstLoaded, firstLoad]),
    worker.start({
      serviceWorker: { url: workerUrl, options: { scope: publicPath } },
      onUnhandledRequest: 'bypass',
      quiet: true,
    }),
  ])
  const globals: MockBackendGlobals = {
    autoviaMock: { resetMockDatabase, timings, idle, drift, offlineCopy },
  }
  Object.assign(globalThis, globals)
  // Copying the build for offline use waits until the page has painted and settled.
  void idleMoment().then(keepOfflineCopy)
  if (process.env.NODE_ENV !== 'production') void idleMoment().then(() => mockControl.drift.load())
}

/** Every response is held to the pact, whose checker loads only when asked for so that it never weighs on the first paint. */
function watchContract(): void {
  mockControl.drift.setLoader(async () => (await import('./control/pact-checker')).pactChecker)
  if (process.env.NODE_ENV === 'production') return
  mockControl.drift.onEntry((entry) =>
    console.warn(
      `Contract drift: ${entry.method} ${entry.path} ${entry.status} ${entry.interaction ? `does not keep "${entry.interaction}"` : 'is covered by no interaction'}: ${entry.failed.join('; ')}`,
    ),
  )
}

async function drift(): Promise<DriftEntry[]> {
  await mockControl.drift.load()
  return mockControl.drift.entries()
}

export interface MockBackendGlobals {
  autoviaMockStarted?: Promise<void>
  autoviaMock?: {
    resetMockDatabase: typeof resetMockDatabase
    timings: typeof timings
    idle: () => Promise<void>
    drift: () => Promise<DriftEntry[]>
    /** Whether the whole build is stored and the demo opens offline (mocks/offline.ts). */
    offlineCopy: () => Promise<boolean>
  }
}

const RELOAD_MARK = 'autovia-mock-reloaded-at'

/** A hard reload (or a page opened while the browser bypasses service workers) is not controlled by the worker that is installed: its calls would reach the static host. */
async function reloadedPastTheWorker(workerUrl: string): Promise<boolean> {
  if (!('serviceWorker' in navigator) || navigator.serviceWorker.controller) return false
  const absolute = new URL(workerUrl, location.href).href
  const registrations = await navigator.serviceWorker.getRegistrations()
  const installed = registrations.some((r) => r.active?.scriptURL === absolute)
  const last = Number(sessionStorage.getItem(RELOAD_MARK) ?? 0)
  if (!installed || Date.now() - last < 10_000) return false
  sessionStorage.setItem(RELOAD_MARK, String(Date.now()))
  location.reload()
  return true
}

function acrossTabs<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'object' ? navigator.locks : undefined
  const run = async () => {
    await catchUp()
    return task()
  }
  // The lock is held until run() settles; request() resolves with what run() resolves with.
  return locks ? (locks.request(LOCK_NAME, run) as unknown as Promise<T>) : run()
}

async function catchUp(): Promise<void> {
  let stored: number | undefined
  try {
    stored = await loadRevision()
  } catch {
    persistence = false
  }
  if (revision !== undefined && (stored === revision || !persistence)) return
  if (revision !== undefined && stored === undefined) {
    // The stored copy is gone (cleared by the browser): this tab's data is the only one left.
    await saveWhole()
    return
  }
  await replacingData((coreReady, holdAgain) => load(stored, coreReady, holdAgain))
}

async function load(
  stored: number | undefined,
  coreReady: () => void,
  holdAgain: () => void,
): Promise<void> {
  const started = performance.now()
  const first = revision === undefined
  timings.idle = 0
  const ready = async () => {
    timings.core = performance.now() - started
    coreReady()
    markFirstLoaded()
    // On the page's first load the first screen's calls are on their way: respond to them (and let it render) before the reservations go in, which would otherwise hold the page's one thread meanwhile.
    if (!first) return
    const waiting = performance.now()
    await idleMoment()
    timings.idle = performance.now() - waiting
  }
  try {
    await loadOrSeed(stored, ready, holdAgain)
  } finally {
    timings.load = performance.now() - started
  }
}

async function loadOrSeed(
  stored: number | undefined,
  coreReady: () => Promise<void>,
  holdAgain: () => void,
): Promise<void> {
  // Later saves count on from the stored revision, also when the stored copy is replaced.
  revision = stored ?? revision
  try {
    const reading = performance.now()
    const loaded = persistence ? await loadSnapshot() : { kind: 'none' as const }
    timings.read = performance.now() - reading
    if (loaded.kind === 'found') {
      const { copy } = loaded
      const now = Date.now()
      const sessions = copy.sessions.filter((s) => s.expiresAt > now)
      // A demo opened days after it was last used still looks current: its trips move along.
      const late = loaded.savedOn ? daysBetween(loaded.savedOn, dayOf(now)) : 0
      const reservations = async () => moveTripsForward(await copy.reservations(), late)
      // Reads of the first screen may have gone through already: they wait again while a failed restore empties the data and the seed refills it.
      await restoreDb(
        { ...copy, sessions, reservations, sequences: loaded.sequences },
        { parsed: true, fresh: true, coreReady, emptying: holdAgain },
      )
      revision = stored ?? 0
      mockControl.markScenario(storedScenario(loaded.scenario))
      // An earlier layout or chunking, or trips moved: the stored copy is written again whole (its cars as they were, so the first screen's mark stays as it is).
      if (late > 0 || !loaded.current) {
        fleetFromBuiltSeed = !fleetMarkedChanged()
        await saveWhole()
      } else savedCopy.matchesDb()
      return
    }
    if (loaded.kind === 'replaced') replacedBySeed(loaded.reason)
  } catch (error) {
    if (error instanceof CorruptCopyError) replacedBySeed(error.message)
    else {
      // A blank page is worse than a forgotten demo: start from the seed instead.
      console.warn('Mock backend: could not restore the stored database; seeding afresh.', error)
    }
  }
  // The first screen's reads go as soon as the seed's cars are in, held again first since a failure after a restore's first screen may have let them through; writes wait for the seed's save.
  holdAgain()
  await seedData({ coreReady })
  mockControl.markScenario('everyday')
  await saveWhole()
}

function fleetMarkedChanged(): boolean {
  try {
    return localStorage.getItem(FLEET_CHANGED_KEY) !== null
  } catch {
    return true
  }
}

const replacedBySeed = (reason: string) =>
  console.warn(`Mock backend: stored database replaced by a fresh seed (${reason}).`)

const IDLE_WAIT = 300
function idleMoment(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT })
    } else setTimeout(resolve, 50)
  })
}

async function save(): Promise<void> {
  const next = (revision ?? 0) + 1
  revision = next
  if (!persistence) return
  const started = performance.now()
  try {
    const plan = savedCopy.plan()
    await saveSnapshot(plan, dayOf(Date.now()), next, mockControl.scenario, idSequences())
    plan.stored()
    markFleet(plan)
    timings.save = performance.now() - started
    timings.written = plan.chunks
    channel?.postMessage({ revision: next })
  } catch (error) {
    persistence = false
    console.warn('Mock backend: cannot save to IndexedDB; changes last until reload.', error)
  }
}

async function saveWhole(): Promise<void> {
  savedCopy.forget()
  await save()
}

/** A write that changes nothing: it catches up with the stored copy (on first use: loads or seeds it) and settles once every write begun before it has ended and been saved. */
function idle(): Promise<void> {
  return asWrite(async () => undefined)
}

/** Replaces the database, in memory and in storage (for every tab), with a fresh seed; for example `resetMockDatabase({ size: 'large' })` for large-data checks. */
export function resetMockDatabase(options: SeedOptions = {}): Promise<void> {
  return asWrite(async () => {
    await replacingData((coreReady) => seedData({ ...options, coreReady }))
    mockControl.markScenario(options.size === 'large' ? 'large-fleet' : 'everyday')
    await saveWhole()
  })
}

export const resetToScenario = (): Promise<void> => mockControl.reset()
