import type { Checker, ObservedCall, Verdict } from './contract-check'

/** One response that does not keep the contract, or a call no interaction covers. */
export interface DriftEntry {
  time: string
  method: string
  path: string
  status: number
  /** The interaction the response was held to; null when none covers the call. */
  interaction: string | null
  kind: 'mismatch' | 'uncovered'
  failed: string[]
}

export const DRIFT_LIMIT = 300

type Listener = () => void

/** Every response held to the Pact contract, with the checker loaded only when a host asks so that it never weighs on the first paint (docs/embedded-backend.md). */
export class DriftLog {
  #entries: DriftEntry[] = []
  #checker: Checker | undefined
  #loader: (() => Promise<Checker>) | undefined
  #loading: Promise<void> | undefined
  #waiting: Array<{ call: ObservedCall; time: string; done?: (verdict: Verdict) => void }> = []
  #listeners = new Set<Listener>()
  #found = new Set<(entry: DriftEntry) => void>()

  setChecker(checker: Checker): void {
    this.#checker = checker
    this.#drain()
  }

  setLoader(load: () => Promise<Checker>): void {
    this.#loader = load
  }

  /** Loads the checker if a loader was given, then checks every call that waited. */
  load(): Promise<void> {
    if (this.#checker || !this.#loader) return Promise.resolve()
    this.#loading ??= this.#loader().then(
      (checker) => this.setChecker(checker),
      (error: unknown) => {
        this.#loading = undefined
        throw error
      },
    )
    return this.#loading
  }

  get checking(): boolean {
    return this.#checker !== undefined
  }

  /** Holds one response to the contract, now or once the checker is in. */
  observe(call: ObservedCall, time: string, done?: (verdict: Verdict) => void): void {
    if (!this.#checker) {
      this.#waiting.push({ call, time, done })
      if (this.#waiting.length > DRIFT_LIMIT) this.#waiting.shift()
      return
    }
    this.#check(call, time, done)
  }

  #drain(): void {
    const waiting = this.#waiting
    this.#waiting = []
    for (const { call, time, done } of waiting) this.#check(call, time, done)
  }

  #check(call: ObservedCall, time: string, done?: (verdict: Verdict) => void): void {
    let verdict: Verdict
    try {
      verdict = this.#checker!(call)
    } catch (error) {
      verdict = { kind: 'uncovered', interaction: null, failed: [`not checked: ${error}`] }
    }
    done?.(verdict)
    if (verdict.kind === 'ok') return
    const entry: DriftEntry = {
      time,
      method: call.method,
      path: `${call.path}${call.search}`,
      status: call.status,
      interaction: verdict.interaction,
      kind: verdict.kind,
      failed: verdict.failed,
    }
    this.#entries.push(entry)
    if (this.#entries.length > DRIFT_LIMIT) this.#entries.shift()
    for (const listener of this.#found) listener(entry)
    this.#changed()
  }

  entries(): DriftEntry[] {
    return [...this.#entries]
  }

  clear(): void {
    this.#entries = []
    this.#changed()
  }

  onEntry(listener: (entry: DriftEntry) => void): () => void {
    this.#found.add(listener)
    return () => this.#found.delete(listener)
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  #changed(): void {
    for (const listener of this.#listeners) listener()
  }
}
