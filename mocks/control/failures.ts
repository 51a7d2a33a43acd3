/** Failures on demand: a family of API calls made to fail on purpose, for the next call only or until turned off (docs/embedded-backend.md). */
export const FAILURE_FAMILIES = [
  'auth',
  'fleet',
  'booking',
  'account',
  'admin',
  'uploads',
  'downloads',
] as const
export type FailureFamily = (typeof FAILURE_FAMILIES)[number]

export const FAILURE_KINDS = [
  'error',
  'expired',
  'offline',
  'slow',
  'timeout',
  'reset',
  'fail-then-ok',
  'rate',
] as const
export type FailureKind = (typeof FAILURE_KINDS)[number]

export interface Failure {
  kind: FailureKind
  delayMs?: number
  once: boolean
  /** `fail-then-ok` only: how many more calls fail before the family is normal again. */
  count?: number
  /** `rate` only: the chance, 0 to 1, that a call fails. */
  rate?: number
}

export const MAX_FAIL_THEN_OK = 1000

export const DEFAULT_SLOW_MS = 1500
export const MAX_SLOW_MS = 60_000

export const isFailureFamily = (name: unknown): name is FailureFamily =>
  typeof name === 'string' && (FAILURE_FAMILIES as readonly string[]).includes(name)

/** Reads `error`, `expired`, `offline`, `slow`, `slow:MS`, each optionally ending in `:once`; `normal` (null) turns the family off. */
export function parseFailure(text: unknown): Failure | null {
  if (typeof text !== 'string') throw new Error(`a failure is a text like "error" or "slow:1500"`)
  if (text === 'normal') return null
  const parts = text.split(':')
  const once = parts.at(-1) === 'once' && parts.length > 1
  if (once) parts.pop()
  const [kind, delay, ...rest] = parts
  if (!(FAILURE_KINDS as readonly string[]).includes(kind ?? '') || rest.length > 0) {
    throw new Error(
      `unknown failure kind "${text}": use ${FAILURE_KINDS.join(', ')} or normal, e.g. slow:1500, error:once, fail-then-ok:3 or rate:0.5`,
    )
  }
  if (kind === 'fail-then-ok') {
    const count = Number(delay)
    if (once || !/^\d+$/.test(delay ?? '') || count < 1 || count > MAX_FAIL_THEN_OK) {
      throw new Error(
        `fail-then-ok takes a number of calls, 1 to ${MAX_FAIL_THEN_OK}, got "${text}"`,
      )
    }
    return { kind, count, once: false }
  }
  if (kind === 'rate') {
    const rate = Number(delay)
    if (once || !/^(0(\.\d+)?|1(\.0+)?|\.\d+)$/.test(delay ?? '')) {
      throw new Error(`rate takes a chance from 0 to 1, e.g. rate:0.25, got "${text}"`)
    }
    return { kind, rate, once: false }
  }
  if (kind !== 'slow') {
    if (delay !== undefined) throw new Error(`only slow takes a delay, got "${text}"`)
    return { kind: kind as FailureKind, once }
  }
  if (delay === undefined) return { kind: 'slow', delayMs: DEFAULT_SLOW_MS, once }
  const ms = Number(delay)
  if (!/^\d+$/.test(delay) || ms > MAX_SLOW_MS) {
    throw new Error(`slow takes a delay of 0 to ${MAX_SLOW_MS} ms, got "${delay}"`)
  }
  return { kind: 'slow', delayMs: ms, once }
}

export function describeFailure(failure: Failure): string {
  if (failure.kind === 'fail-then-ok') return `fail-then-ok:${failure.count ?? 1}`
  if (failure.kind === 'rate') return `rate:${failure.rate ?? 0}`
  const delay = failure.kind === 'slow' ? `:${failure.delayMs ?? DEFAULT_SLOW_MS}` : ''
  return `${failure.kind}${delay}${failure.once ? ':once' : ''}`
}

/** Reads `{FAMILY: KIND, ...}` whole: every entry is checked before any is used, so a bad one changes nothing. */
export function parseFailureSet(value: unknown): Map<FailureFamily, Failure | null> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('failures are a JSON object like {"auth": "error", "fleet": "slow:1500"}')
  }
  const parsed = new Map<FailureFamily, Failure | null>()
  for (const [family, kind] of Object.entries(value)) {
    if (!isFailureFamily(family)) {
      throw new Error(`unknown family "${family}": use ${FAILURE_FAMILIES.join(', ')}`)
    }
    try {
      parsed.set(family, parseFailure(kind))
    } catch (error) {
      throw new Error(`${family}: ${(error as Error).message}`)
    }
  }
  return parsed
}

export function parseFailureArg(arg: string): [FailureFamily, Failure | null] {
  const at = arg.indexOf('=')
  if (at < 0) throw new Error(`--fail takes FAMILY=KIND, e.g. auth=error, got "${arg}"`)
  const entries = parseFailureSet({ [arg.slice(0, at)]: arg.slice(at + 1) })
  return [...entries][0]!
}

type Listener = () => void

export class FailureSwitches {
  #on = new Map<FailureFamily, Failure>()
  #listeners = new Set<Listener>()

  set(entries: Iterable<[FailureFamily, Failure | null]>): void {
    for (const [family, failure] of entries) {
      if (failure) this.#on.set(family, failure)
      else this.#on.delete(family)
    }
    this.#changed()
  }

  clear(): void {
    if (this.#on.size === 0) return
    this.#on.clear()
    this.#changed()
  }

  get any(): boolean {
    return this.#on.size > 0
  }

  describe(): Partial<Record<FailureFamily, string>> {
    return Object.fromEntries([...this.#on].map(([family, f]) => [family, describeFailure(f)]))
  }

  /** A one-call failure is used up here, so that the next call goes through. */
  take(family: FailureFamily, random: () => number = Math.random): Failure | undefined {
    const failure = this.#on.get(family)
    if (failure?.kind === 'rate') return random() < (failure.rate ?? 0) ? failure : undefined
    if (failure?.kind === 'fail-then-ok') {
      const left = (failure.count ?? 1) - 1
      if (left > 0) this.#on.set(family, { ...failure, count: left })
      else this.#on.delete(family)
      this.#changed()
      return failure
    }
    if (failure?.once) {
      this.#on.delete(family)
      this.#changed()
    }
    return failure
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  #changed(): void {
    for (const listener of this.#listeners) listener()
  }
}

/** Which family an API call (its method and its path under the API's base) belongs to; the control paths and unknown paths belong to none. */
export function familyOf(method: string, path: string): FailureFamily | undefined {
  const m = method.toUpperCase()
  const p = path.replace(/\/+$/, '')
  if ((m === 'POST' && (p === '/login' || p === '/register')) || (m === 'GET' && p === '/user')) {
    return 'auth'
  }
  if (m === 'GET' && /^\/(car\/visitors(\/[^/]+)?|files\/display\/[^/]+)$/.test(p)) return 'fleet'
  if ((m === 'GET' && p === '/reservations/auth') || (m === 'POST' && p === '/reservations/add')) {
    return 'booking'
  }
  if (
    (m === 'GET' && /^\/reservations\/(auth\/all|[^/]+\/auth)$/.test(p)) ||
    (m === 'PUT' && p === '/user') ||
    (m === 'PATCH' && p === '/user/auth')
  ) {
    return 'account'
  }
  if (m === 'POST' && p === '/files/upload') return 'uploads'
  if (m === 'GET' && /^\/(excel\/download\/[^/]+|files\/download\/[^/]+)$/.test(p)) {
    return 'downloads'
  }
  const adminPath =
    /^\/(user\/auth\/all|user\/[^/]+\/auth|car\/admin\/.+|reservations\/admin\/.+|reservations\/[^/]+\/admin)$/
  const adminCall =
    (m === 'POST' && (p === '/add' || p === '/reservations/add/auth')) ||
    (m === 'GET' && p === '/files')
  if (adminPath.test(p) || adminCall) return 'admin'
  return undefined
}
