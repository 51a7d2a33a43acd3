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
  checkSnapshot(text: string): SnapshotLoad
  /** Loads a snapshot file's text; a refused one changes nothing and says why. */
  loadSnapshot(text: string): Promise<SnapshotLoad>

  /** The last calls handled, oldest first. */
  log(): readonly LoggedCall[]
  clearLog(): void

  /** Called after any change above (in this tab or, for shared state, another); returns the unsubscribe. */
  subscribe(listener: () => void): () => void
}
