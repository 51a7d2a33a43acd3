/** How the demo bar names failures on demand (docs/embedded-backend.md), read from the control API's text form: `error`, `expired`, `offline`, `slow:1500`, each optionally ending `:once`. */
export const KIND_LABELS: Record<string, string> = {
  error: 'Server error',
  expired: 'Session expired',
  offline: 'Network down',
  slow: 'Slow',
  timeout: 'No answer',
  reset: 'Connection reset',
  'fail-then-ok': 'Fails, then works',
  rate: 'Fails at random',
}

export interface ReadFailure {
  kind: string
  delayMs?: number
  once: boolean
}

export function readFailure(text: string): ReadFailure {
  const [kind = '', ...rest] = text.split(':')
  const once = rest.at(-1) === 'once'
  const delay = kind === 'slow' ? Number(rest[0]) : Number.NaN
  return { kind, once, ...(Number.isFinite(delay) ? { delayMs: delay } : {}) }
}

export function failureLabel(text: string): string {
  const [head = '', amount] = text.split(':')
  if (head === 'fail-then-ok') return `${KIND_LABELS[head]} (${amount} more calls)`
  if (head === 'rate') return `${KIND_LABELS[head]} (${Math.round(Number(amount) * 100)}% of calls)`
  const { kind, delayMs, once } = readFailure(text)
  const delay = delayMs === undefined ? '' : `, ${delayMs / 1000} s`
  return `${KIND_LABELS[kind] ?? kind}${delay} (${once ? 'next call' : 'until turned off'})`
}

/** How the banner names a family's route to a real backend. */
export const ROUTE_LABELS: Record<string, string> = {
  real: 'real backend',
  'real-else-twin': 'real backend, else twin',
}
