import { DATA_SCENARIO_LABELS, DATA_SCENARIOS, isDataScenario } from './data-scenarios'
import { FAILURE_FAMILIES, parseFailureSet } from './failures'
import { mockControl } from './mock-control'
import { parseRouteSet, ROUTE_MODES } from './routes'

const DESCRIPTIONS: Record<(typeof DATA_SCENARIOS)[number], string> = {
  everyday: 'The usual demo data: a fleet of cars, customers and their trips.',
  'busy-weekend':
    'Three quarters of the fleet booked through the next two weekends: weekend bookings are refused.',
  'first-day': 'A handful of cars and no reservations: every empty state of the app.',
  'large-fleet': '500 cars, 2,000 customers and 10,000 reservations: the admin tables at scale.',
  'production-like':
    'The demo data plus what production allows and the seed never makes: odd car text, no picture, no built-in flag, other phone formats, a Manager, a car booked twice.',
}

/** The demo bar's view of the page's embedded backend (the shape of src/features/demo's DemoControl, checked where src/demo-backend.ts passes it on). */
export const browserControl = {
  scenarios: DATA_SCENARIOS.map((name) => ({
    name,
    label: DATA_SCENARIO_LABELS[name],
    description: DESCRIPTIONS[name],
  })),
  scenario: () => mockControl.scenario,
  switchScenario(name: string): Promise<void> {
    if (!isDataScenario(name)) return Promise.reject(new Error(`Unknown scenario "${name}"`))
    return mockControl.switchScenario(name)
  },

  families: FAILURE_FAMILIES,
  failures: () => mockControl.failures.describe(),
  setFailure(family: string, failure: string | null): void {
    mockControl.failures.set(parseFailureSet({ [family]: failure ?? 'normal' }))
  },
  clearFailures: () => mockControl.failures.clear(),

  async snapshot() {
    const file = await mockControl.snapshot()
    return {
      fileName: `autovia-snapshot-${file.savedAt.slice(0, 10)}.json`,
      text: JSON.stringify(file),
    }
  },
  async checkSnapshot(text: string) {
    const check = await mockControl.checkSnapshot(text)
    return check.ok ? { ok: true as const, movedDays: check.movedDays } : check
  },
  loadSnapshot: (text: string) => mockControl.loadSnapshot(text),

  routeModes: ROUTE_MODES,
  upstream: () => mockControl.routes.upstream,
  setUpstream(address: string | null): void {
    mockControl.routes.setUpstream(address)
    // Without an upstream there is nothing to record.
    if (address === null) mockControl.recorder.stop()
  },
  routes: () => mockControl.routes.describe(),
  setRoute(family: string, mode: string): void {
    mockControl.routes.set(parseRouteSet({ [family]: mode }))
  },
  clearRoutes: () => mockControl.routes.clear(),

  recording: () => ({ on: mockControl.recorder.recording, seen: mockControl.recorder.seen }),
  /** Throws without an upstream, as the mock server's POST /__mock/record refuses. */
  startRecording(): void {
    if (mockControl.routes.upstream === null) throw new Error('Set a real backend first.')
    mockControl.recorder.start()
  },
  stopRecording: () => mockControl.recorder.stop(),
  /** What was recorded as a snapshot file (GET /__mock/record's), people as stand-ins. */
  async recordedScenario() {
    const file = await mockControl.recorder.snapshot()
    return {
      fileName: `autovia-recorded-${file.savedAt.slice(0, 10)}.json`,
      text: JSON.stringify(file),
    }
  },

  log: () => mockControl.log.entries(),
  clearLog: () => mockControl.log.clear(),
  /** The log as a HAR 1.2 file, addresses on this page's origin. */
  async har() {
    const { harFile } = await import('./log-query')
    const day = new Date().toISOString().slice(0, 10)
    const file = harFile(mockControl.log.entries(), location.origin)
    return { fileName: `autovia-log-${day}.har`, text: JSON.stringify(file, null, 2) }
  },

  /** Starts holding responses to the contract (the checker downloads on first use). */
  checkContract: () => mockControl.drift.load(),
  drift: () => mockControl.drift.entries(),
  clearDrift: () => mockControl.drift.clear(),

  subscribe(listener: () => void): () => void {
    const off = [
      mockControl.failures.subscribe(listener),
      mockControl.routes.subscribe(listener),
      mockControl.drift.subscribe(listener),
      mockControl.log.subscribe(listener),
      mockControl.recorder.subscribe(listener),
      // A switch here, or another tab's that this one caught up with.
      mockControl.onScenario(listener),
    ]
    return () => {
      for (const unsubscribe of off) unsubscribe()
    }
  },
}
