/**
 * The embedded backend's simulated latency can be changed while the demo runs: a value in
 * localStorage under this key (milliseconds) wins over the build's MOCK_LATENCY. Read at every
 * request, so a change applies at once (the demo bar and tests use it).
 */
export const LATENCY_KEY = 'autovia.demo.latency'

/** The latency to simulate now: the stored choice, else `fallback`. */
export function currentLatency(fallback: number): number {
  try {
    const stored = globalThis.localStorage?.getItem(LATENCY_KEY)
    const ms = stored == null ? Number.NaN : Number(stored)
    return Number.isFinite(ms) && ms >= 0 ? Math.min(ms, 10_000) : fallback
  } catch {
    // Storage can be unavailable (private modes, Node): the build's value applies.
    return fallback
  }
}
