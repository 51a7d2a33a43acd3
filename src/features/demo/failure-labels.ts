/** How the demo bar names failures on demand (docs/embedded-backend.md), read from the control API's text form: `error`, `expired`, `offline`, `slow:1500`, each optionally ending `:once`. */
export const KIND_LABELS: Record<string, string> = {
  error: 'Server error',
  expired: 'Session expired',
  offline: 'Network down',
  slow: 'Slow',
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
  const { kind, delayMs, once } = readFailure(text)
  const delay = delayMs === undefined ? '' : `, ${delayMs / 1000} s`
  return `${KIND_LABELS[kind] ?? kind}${delay} (${once ? 'next call' : 'until turned off'})`
}
