import { t } from '../../../i18n/i18n'
import { msg } from '../../../i18n/msg'
import type { LoggedCall } from '../demo-control'

export const STATUS_CLASSES = [
  { value: 'all', label: msg('All statuses') },
  { value: '2xx', label: msg('2xx success') },
  { value: '4xx', label: msg('4xx refused') },
  { value: '5xx', label: msg('5xx server error') },
  { value: 'failed', label: msg('Failed (no response)') },
] as const
export type StatusClass = (typeof STATUS_CLASSES)[number]['value']

export const statusClassOf = (status: number): string =>
  status === 0 ? 'failed' : `${Math.floor(status / 100)}xx`

/** The calls to show, newest first: of that status class, with `text` in the path. */
export function filterCalls(
  calls: readonly LoggedCall[],
  statusClass: StatusClass,
  text: string,
): LoggedCall[] {
  const needle = text.trim().toLowerCase()
  return calls
    .filter(
      (call) =>
        (statusClass === 'all' || statusClassOf(call.status) === statusClass) &&
        (needle === '' || call.path.toLowerCase().includes(needle)),
    )
    .reverse()
}

export function readableBody(body: string | undefined): string {
  if (body === undefined) return t('(none)')
  try {
    return JSON.stringify(JSON.parse(body), null, 2)
  } catch {
    return body
  }
}
