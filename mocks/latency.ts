/** The embedded backend's simulated latency can be changed while the demo runs: a value in localStorage under this key (milliseconds) wins over the build's MOCK_LATENCY. */
export const LATENCY_KEY = 'autovia.demo.latency'

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
