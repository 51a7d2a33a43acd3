import { type DbSnapshot, db, idSequences, restoreDb, type StoredUser, snapshotDb } from '../db'
import { asWrite, replacingData } from '../handlers/http'
import { dayOf } from '../rules/fresh-dates'
import { type DataScenarioName, seedDataScenario } from './data-scenarios'
import { DriftLog } from './drift'
import { FailureSwitches } from './failures'
import { Recorder } from './recording'
import { RequestLog } from './request-log'
import { RouteSwitches } from './routes'
import type { SnapshotCheck, SnapshotFile } from './snapshot-file'

/** Snapshot files are read and written on request only: their code loads then. */
const snapshotFiles = () => import('./snapshot-file')

/** What a host (the browser, the HTTP server, a test) adds around a wholesale change. */
export interface ControlHost {
  now?: () => number
  seed?: number
  afterReplace?: () => Promise<void>
}

export type LoadResult = { ok: true; movedDays: number } | { ok: false; message: string }

/** The embedded backend under a person's control, the same for every host: the scenario in use, failures on demand, snapshots and the request log (docs/embedded-backend.md). */
export class MockControl {
  readonly failures = new FailureSwitches()
  readonly log = new RequestLog()
  readonly routes = new RouteSwitches()
  readonly drift = new DriftLog()
  /** The upstream's responses kept while recording, for a scenario (needs an upstream). */
  readonly recorder = new Recorder()
  #scenario: DataScenarioName | null = 'everyday'
  #host: ControlHost = {}
  /** The check of the file last chosen, for its load: the panel checks a file when it is chosen, and a large one is not parsed and checked again when the person confirms. */
  #checked: { text: string; day: string; check: Extract<SnapshotCheck, { ok: true }> } | undefined
  readonly #scenarioListeners = new Set<() => void>()

  configure(host: ControlHost): void {
    this.#host = { ...this.#host, ...host }
  }

  get scenario(): DataScenarioName | null {
    return this.#scenario
  }

  markScenario(name: DataScenarioName | null): void {
    const changed = name !== this.#scenario
    this.#scenario = name
    if (changed) for (const listener of this.#scenarioListeners) listener()
  }

  /** Called whenever the scenario in use changes (the demo bar's badge); returns the unsubscribe. */
  onScenario(listener: () => void): () => void {
    this.#scenarioListeners.add(listener)
    return () => this.#scenarioListeners.delete(listener)
  }

  #now = () => (this.#host.now ?? Date.now)()

  /** Replaces the data with the scenario's, as one write that reads wait for; whoever is signed in and in the new data stays signed in. */
  switchScenario(name: DataScenarioName): Promise<void> {
    return this.#switch(() => name)
  }

  async reset(): Promise<void> {
    this.failures.clear()
    // Named inside the write: a host's write gate may first catch up with another tab's switch.
    await this.#switch(() => this.#scenario ?? 'everyday')
  }

  #switch(scenario: () => DataScenarioName): Promise<void> {
    return asWrite(() =>
      replacingData(async (coreReady) => {
        const name = scenario()
        // Only who is signed in is kept: no copy of the whole data (large, and one long task).
        const before = { users: [...db.users.all()], sessions: [...db.sessions.all()] }
        await seedDataScenario(name, { now: this.#now(), seed: this.#host.seed, coreReady })
        for (const session of sessionsKept(before, db.users.all()))
          await db.sessions.create(session)
        this.markScenario(name)
        await this.#host.afterReplace?.()
      }),
    )
  }

  /** The whole database as a snapshot file (read between writes, so whole). */
  async snapshot(): Promise<SnapshotFile> {
    const { snapshotFile } = await snapshotFiles()
    return asWrite(async () => {
      const { sessions: _, ...data } = snapshotDb()
      return snapshotFile(data, this.#scenario, this.#now(), idSequences())
    })
  }

  /** Checks a snapshot file's text whole without loading it; an accepted one is kept for a load of the same text that day. */
  async checkSnapshot(text: string): Promise<SnapshotCheck> {
    const { checkSnapshotFile } = await snapshotFiles()
    const now = this.#now()
    const check = await checkSnapshotFile(text, now)
    this.#checked = check.ok ? { text, day: dayOf(now), check } : undefined
    return check
  }

  /** The check kept for `text`, once: a load takes it, so a later load checks afresh. */
  #takeChecked(text: string, now: number): SnapshotCheck | undefined {
    const kept = this.#checked
    this.#checked = undefined
    return kept && kept.text === text && kept.day === dayOf(now) ? kept.check : undefined
  }

  /** Loads a snapshot file's text after checking it whole; a refused one leaves the data as it was. */
  async loadSnapshot(text: string): Promise<LoadResult> {
    const { checkSnapshotFile } = await snapshotFiles()
    const now = this.#now()
    const check = this.#takeChecked(text, now) ?? (await checkSnapshotFile(text, now))
    if (!check.ok) return check
    return asWrite(() =>
      replacingData(async (coreReady) => {
        const sessions = sessionsKept(
          { users: db.users.all(), sessions: db.sessions.all() },
          check.data.users,
        )
        await restoreDb(
          { ...check.data, sessions, sequences: check.file.sequences },
          { parsed: true, coreReady },
        )
        this.markScenario(check.file.scenario)
        await this.#host.afterReplace?.()
        return { ok: true as const, movedDays: check.movedDays }
      }),
    )
  }
}

/** The sessions of `before` whose person (same id and e-mail) is among `users`: whoever switches the data stays signed in when they are in the new data too (the demo accounts). */
function sessionsKept(before: Pick<DbSnapshot, 'users' | 'sessions'>, users: StoredUser[]) {
  const people = new Set(users.map((u) => `${u.id} ${u.email}`))
  const kept = new Set(
    before.users.filter((u) => people.has(`${u.id} ${u.email}`)).map((u) => u.id),
  )
  return before.sessions.filter((s) => kept.has(s.userId))
}

export const mockControl = new MockControl()
