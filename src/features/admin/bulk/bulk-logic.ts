// The decisions of bulk work, kept apart from React so that they are tested alone.

import { msg, t } from '../../../i18n/i18n'
import { statusLabel } from '../../../ui/status-label'

export interface Identified {
  id: number
}

/** With shift, every row from `anchor` to `target` in the order shown takes the target's new state, as file lists do. */
export function toggleSelection(
  selected: ReadonlySet<number>,
  order: readonly number[],
  target: number,
  anchor: number | null,
  range: boolean,
): Set<number> {
  const next = new Set(selected)
  const on = !selected.has(target)
  const from = anchor === null ? -1 : order.indexOf(anchor)
  const to = order.indexOf(target)
  const ids =
    range && from !== -1 && to !== -1
      ? order.slice(Math.min(from, to), Math.max(from, to) + 1)
      : [target]
  for (const id of ids) {
    if (on) next.add(id)
    else next.delete(id)
  }
  return next
}

export type BulkAction =
  | { kind: 'delete' }
  | { kind: 'status'; status: string }
  /** A reservation moved on the fleet timeline (which shows it moved itself). */
  | { kind: 'move'; carId: number; pickUpTime: string; dropOfTime: string }

export interface PendingOperation<T extends Identified = Identified> {
  key: number
  action: BulkAction
  rows: readonly T[]
}

export function applyPending<T extends Identified>(
  rows: readonly T[],
  pending: readonly PendingOperation[],
): T[] {
  if (pending.length === 0) return rows as T[]
  const gone = new Set<number>()
  const status = new Map<number, string>()
  for (const op of pending) {
    for (const row of op.rows) {
      if (op.action.kind === 'delete') gone.add(row.id)
      else if (op.action.kind === 'status') status.set(row.id, op.action.status)
    }
  }
  return rows
    .filter((row) => !gone.has(row.id))
    .map((row) => (status.has(row.id) ? { ...row, status: status.get(row.id) } : row))
}

export interface BulkFailure {
  name: string
  message: string
}

/** What a bulk action works on; its counted texts are whole sentences, as other languages agree the words with the noun. */
export type BulkNoun = 'user' | 'vehicle' | 'reservation'

const SELECTED: Record<BulkNoun, string> = {
  user: msg('{count, plural, one {# user selected} other {# users selected}}'),
  vehicle: msg('{count, plural, one {# vehicle selected} other {# vehicles selected}}'),
  reservation: msg('{count, plural, one {# reservation selected} other {# reservations selected}}'),
}

/** "3 users selected", in the language in use. */
export const selectedText = (count: number, noun: BulkNoun) => t(SELECTED[noun], { count })

const DID_WHAT: Record<BulkNoun, Record<BulkAction['kind'], string>> = {
  user: {
    delete: msg('{count, plural, one {# user deleted} other {# users deleted}}'),
    status: msg('{count, plural, one {# user set to {status}} other {# users set to {status}}}'),
    move: msg('{count, plural, one {# user moved} other {# users moved}}'),
  },
  vehicle: {
    delete: msg('{count, plural, one {# vehicle deleted} other {# vehicles deleted}}'),
    status: msg(
      '{count, plural, one {# vehicle set to {status}} other {# vehicles set to {status}}}',
    ),
    move: msg('{count, plural, one {# vehicle moved} other {# vehicles moved}}'),
  },
  reservation: {
    delete: msg('{count, plural, one {# reservation deleted} other {# reservations deleted}}'),
    status: msg(
      '{count, plural, one {# reservation set to {status}} other {# reservations set to {status}}}',
    ),
    move: msg('{count, plural, one {# reservation moved} other {# reservations moved}}'),
  },
}

export const didWhat = (action: BulkAction, count: number, noun: BulkNoun) =>
  t(DID_WHAT[noun][action.kind], {
    count,
    status: action.kind === 'status' ? statusLabel(action.status) : '',
  })

/** " Skipped: a, b." after a notification's sentence, or nothing when none was skipped. */
export const skippedSentence = (skipped: readonly string[]) =>
  skipped.length ? ` ${t('Skipped: {list}', { list: skipped.join(', ') })}.` : ''

/** The one notification after the requests: how many succeeded, and each failure with its reason. */
export function bulkSummary(
  action: BulkAction,
  succeeded: number,
  failures: readonly BulkFailure[],
  noun: BulkNoun,
): { ok: boolean; message: string } {
  const done = didWhat(action, succeeded, noun)
  if (failures.length === 0) return { ok: true, message: done }
  const reasons = failures.map((f) => `${f.name}: ${f.message}`).join('; ')
  return {
    ok: false,
    message: t('{done}; {failed} failed. {reasons}', {
      done,
      failed: failures.length,
      reasons,
    }),
  }
}
