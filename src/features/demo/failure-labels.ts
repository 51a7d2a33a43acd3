import { formatCount, formatNumber } from '../../i18n/format'
import { t } from '../../i18n/i18n'
import { msg } from '../../i18n/msg'

/** How the demo bar names failures on demand (docs/embedded-backend.md), read from the control API's text form: `error`, `expired`, `offline`, `slow:1500`, each optionally ending `:once`. */
export const KIND_LABELS: Record<string, string> = {
  error: msg('Server error'),
  expired: msg('Session expired'),
  offline: msg('Network down'),
  slow: msg('Slow'),
  timeout: msg('No answer'),
  reset: msg('Connection reset'),
  'fail-then-ok': msg('Fails, then works'),
  rate: msg('Fails at random'),
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

/** A failure in words, in the language in use (an unknown kind keeps its own name). */
export function failureLabel(text: string): string {
  const [head = '', amount] = text.split(':')
  if (head === 'fail-then-ok')
    return t('{kind} ({count} more calls)', {
      kind: t(KIND_LABELS[head] ?? head),
      count: Number(amount),
    })
  if (head === 'rate')
    return t('{kind} ({percent}% of calls)', {
      kind: t(KIND_LABELS[head] ?? head),
      percent: formatCount(Math.round(Number(amount) * 100)),
    })
  const { kind, delayMs, once } = readFailure(text)
  // An unknown kind is shown by its own name: no catalog has it.
  const label = t(KIND_LABELS[kind] ?? kind)
  if (delayMs === undefined)
    return once
      ? t('{kind} (next call)', { kind: label })
      : t('{kind} (until turned off)', { kind: label })
  const seconds = formatNumber(delayMs / 1000)
  return once
    ? t('{kind}, {seconds} s (next call)', { kind: label, seconds })
    : t('{kind}, {seconds} s (until turned off)', { kind: label, seconds })
}

/** How the banner names a family's route to a real backend. */
export const ROUTE_LABELS: Record<string, string> = {
  real: msg('real backend'),
  'real-else-twin': msg('real backend, else twin'),
}
