/**
 * What the demo bar and its panel may do with the embedded backend (docs/embedded-backend.md).
 * The demo build passes an implementation from mocks/ (see src/demo-backend.ts); the bar never
 * imports mocks itself, so live builds carry none of it.
 */
export interface ScenarioInfo {
  /** The control API's name: `everyday`, `busy-weekend`, `first-day`, `large-fleet`. */
  name: string
  label: string
  description: string
}

/**
 * One call the embedded backend handled, with passwords and tokens masked. The same shape as
 * mocks' LogEntry (src/ cannot import mocks/); src/demo-backend.ts's typed hand-over catches drift.
 */
export interface LoggedCall {
  id: number
  /** ISO time the request arrived. */
  time: string
  method: string
  /** Path and query. */
  path: string
  /** 0: the connection was dropped. */
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
  /** The scenario the data in use came from; null after a snapshot that named none. */
  scenario(): string | null
  /** Replaces every tab's data with the scenario's (whoever is signed in stays, if still there). */
  switchScenario(name: string): Promise<void>

  /** `auth`, `fleet`, `booking`, `account`, `admin`, `uploads`, `downloads`. */
  readonly families: readonly string[]
  /** What is on, per family, as the control API writes it: `error`, `slow:1500:once`… */
  failures(): Readonly<Record<string, string>>
  /** Turns a family's failure on (`error`, `expired`, `offline`, `slow:MS`, each `:once`) or off (null); throws a message for a bad one. */
  setFailure(family: string, failure: string | null): void
  clearFailures(): void

  /** The whole database as a snapshot file. */
  snapshot(): Promise<{ fileName: string; text: string }>
  /** Checks a snapshot file's text as loading it would, changing nothing. */
  checkSnapshot(text: string): Promise<SnapshotLoad>
  /** Loads a snapshot file's text; a refused one changes nothing and says why. */
  loadSnapshot(text: string): Promise<SnapshotLoad>

  /** `twin`, `real`, `real-else-twin`. */
  readonly routeModes: readonly string[]
  /** The real backend routed families go to (null: none set, every family on the twin). */
  upstream(): string | null
  /** Sets the upstream (an API base address) or, with null, removes it; throws a message for a bad one. */
  setUpstream(address: string | null): void
  /** Every family's mode. */
  routes(): Readonly<Record<string, string>>
  /** Routes a family; throws a message without an upstream or for an unknown mode. */
  setRoute(family: string, mode: string): void
  clearRoutes(): void

  /** The last calls handled, oldest first. */
  log(): readonly LoggedCall[]
  clearLog(): void
  /** The log as a HAR 1.2 file. */
  har(): Promise<{ fileName: string; text: string }>

  /** Starts holding every response to the contract (its checker loads on first use). */
  checkContract(): Promise<void>
  /** What the contract check found so far. */
  drift(): readonly DriftFinding[]
  clearDrift(): void

  /** Called after any change above (in this tab or, for shared state, another); returns the unsubscribe. */
  subscribe(listener: () => void): () => void
}
