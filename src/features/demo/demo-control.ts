/** What the demo bar and its panel may do with the embedded backend (docs/embedded-backend.md). */
export interface ScenarioInfo {
  name: string
  label: string
  description: string
}

export interface LoggedCall {
  id: number
  time: string
  method: string
  path: string
  status: number
  durationMs: number
  requestBody?: string
  responseBody?: string
  /** Who answered when not the twin alone. */
  side?: 'real' | 'twin-fallback' | 'failure'
  /** The contract check's finding, when the response did not keep the pact or none covers it. */
  contract?: { kind: 'mismatch' | 'uncovered'; interaction: string | null; failed: string[] }
}

/** A response that did not keep the contract, or a call none of its interactions covers. */
export interface DriftFinding {
  time: string
  method: string
  path: string
  status: number
  interaction: string | null
  kind: 'mismatch' | 'uncovered'
  failed: string[]
}

export type SnapshotLoad = { ok: true; movedDays: number } | { ok: false; message: string }

export interface DemoControl {
  readonly scenarios: readonly ScenarioInfo[]
  scenario(): string | null
  switchScenario(name: string): Promise<void>

  readonly families: readonly string[]
  failures(): Readonly<Record<string, string>>
  setFailure(family: string, failure: string | null): void
  clearFailures(): void

  snapshot(): Promise<{ fileName: string; text: string }>
  checkSnapshot(text: string): Promise<SnapshotLoad>
  /** Loads a snapshot file's text; a refused one changes nothing and says why. */
  loadSnapshot(text: string): Promise<SnapshotLoad>

  readonly routeModes: readonly string[]
  upstream(): string | null
  /** Throws a message for a bad address, so the panel can show it as the person typed it. */
  setUpstream(address: string | null): void
  routes(): Readonly<Record<string, string>>
  /** Throws a message without an upstream, as a family cannot go to a backend nobody named. */
  setRoute(family: string, mode: string): void
  clearRoutes(): void

  /** Whether the upstream's responses are being kept, and how many records were seen. */
  recording(): { on: boolean; seen: number }
  /** Starts afresh; throws a message without an upstream. */
  startRecording(): void
  stopRecording(): void
  /** What was recorded, as a snapshot file the twin loads (people as stand-ins, no secrets). */
  recordedScenario(): Promise<{ fileName: string; text: string }>

  log(): readonly LoggedCall[]
  clearLog(): void
  har(): Promise<{ fileName: string; text: string }>

  /** The checker loads on first use, so a demo that never checks never downloads the pacts. */
  checkContract(): Promise<void>
  drift(): readonly DriftFinding[]
  clearDrift(): void

  subscribe(listener: () => void): () => void
}
