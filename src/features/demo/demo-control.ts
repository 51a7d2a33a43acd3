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
  checkSnapshot(text: string): SnapshotLoad
  /** Loads a snapshot file's text; a refused one changes nothing and says why. */
  loadSnapshot(text: string): Promise<SnapshotLoad>

  log(): readonly LoggedCall[]
  clearLog(): void

  subscribe(listener: () => void): () => void
}
