import { FAILURE_FAMILIES, type FailureFamily, isFailureFamily } from './failures'

/** Where each family of calls is answered once a real backend is set: plain state, so that every host shares it and only upstream-handler.ts knows msw (docs/embedded-backend.md). */
export const ROUTE_MODES = ['twin', 'real', 'real-else-twin'] as const
export type RouteMode = (typeof ROUTE_MODES)[number]

export const isRouteMode = (mode: unknown): mode is RouteMode =>
  typeof mode === 'string' && (ROUTE_MODES as readonly string[]).includes(mode)

const UPSTREAM_PATTERN = /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?\/car-rental\/api$/

/** Reads an upstream address; throws a message for anything but an API's base address. */
export function parseUpstream(text: unknown): string {
  const value = typeof text === 'string' ? text.trim().replace(/\/+$/, '') : ''
  if (!UPSTREAM_PATTERN.test(value)) {
    throw new Error(
      `the upstream is an API's base address such as https://rental.example.com/car-rental/api, got ${JSON.stringify(text ?? null)}`,
    )
  }
  return value
}

/** Reads `{FAMILY: MODE, ...}` whole, every entry checked before any is used, so a bad one changes nothing. */
export function parseRouteSet(value: unknown): Map<FailureFamily, RouteMode> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('routes are a JSON object like {"fleet": "real", "auth": "real-else-twin"}')
  }
  const parsed = new Map<FailureFamily, RouteMode>()
  for (const [family, mode] of Object.entries(value)) {
    if (!isFailureFamily(family)) {
      throw new Error(`unknown family "${family}": use ${FAILURE_FAMILIES.join(', ')}`)
    }
    if (!isRouteMode(mode)) {
      throw new Error(
        `${family}: unknown mode ${JSON.stringify(mode)}: use ${ROUTE_MODES.join(', ')}`,
      )
    }
    parsed.set(family, mode)
  }
  return parsed
}

export function parseRouteArg(arg: string): [FailureFamily, RouteMode] {
  const at = arg.indexOf('=')
  if (at < 0) throw new Error(`--route takes FAMILY=MODE, e.g. fleet=real, got "${arg}"`)
  const entries = parseRouteSet({ [arg.slice(0, at)]: arg.slice(at + 1) })
  return [...entries][0]!
}

type Listener = () => void

export const DEFAULT_UPSTREAM_TIMEOUT_MS = 10_000

export class RouteSwitches {
  timeoutMs = DEFAULT_UPSTREAM_TIMEOUT_MS
  #upstream: string | null = null
  #modes = new Map<FailureFamily, RouteMode>()
  #listeners = new Set<Listener>()

  get upstream(): string | null {
    return this.#upstream
  }

  /** Sets (or with null removes) the upstream; without one every family goes back to twin. */
  setUpstream(address: string | null): void {
    this.#upstream = address === null ? null : parseUpstream(address)
    if (this.#upstream === null) this.#modes.clear()
    this.#changed()
  }

  /** Changes the families named; throws (changing nothing) when no upstream is set. */
  set(entries: Iterable<[FailureFamily, RouteMode]>): void {
    const list = [...entries]
    if (this.#upstream === null) {
      throw new Error('no upstream is set: start with --upstream URL (or UPSTREAM_URL) first')
    }
    for (const [family, mode] of list) {
      if (mode === 'twin') this.#modes.delete(family)
      else this.#modes.set(family, mode)
    }
    this.#changed()
  }

  clear(): void {
    if (this.#modes.size === 0) return
    this.#modes.clear()
    this.#changed()
  }

  mode(family: FailureFamily): RouteMode {
    return this.#modes.get(family) ?? 'twin'
  }

  describe(): Record<FailureFamily, RouteMode> {
    return Object.fromEntries(FAILURE_FAMILIES.map((f) => [f, this.mode(f)])) as Record<
      FailureFamily,
      RouteMode
    >
  }

  get routed(): Array<[FailureFamily, RouteMode]> {
    return [...this.#modes]
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  #changed(): void {
    for (const listener of this.#listeners) listener()
  }
}
