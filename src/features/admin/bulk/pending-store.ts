import { useMemo, useSyncExternalStore } from 'react'
import { applyPending, type BulkAction, type Identified, type PendingOperation } from './bulk-logic'

export const UNDO_MS = 5000

export interface ScheduledOperation extends PendingOperation {
  resource: string
  /** What the operation does, made when shown so that it reads in the language in use. */
  label: () => string
  /** Rows left out and why, named in the bar and in the summary. */
  skipped: readonly string[]
  sendsAt: number
  sending: boolean
}

// Kept outside any component, so that leaving the page during the Undo time still sends the requests.
let operations: readonly ScheduledOperation[] = []
const timers = new Map<number, ReturnType<typeof setTimeout>>()
const listeners = new Set<() => void>()
let lastKey = 0

function set(next: readonly ScheduledOperation[]) {
  operations = next
  for (const listener of listeners) listener()
}

const update = (key: number, change: Partial<ScheduledOperation>) =>
  set(operations.map((op) => (op.key === key ? { ...op, ...change } : op)))

/** The rows show as done at once, and `send` runs only after the Undo time so that nothing needs taking back. */
export function schedule<T extends Identified>(
  resource: string,
  action: BulkAction,
  rows: readonly T[],
  label: () => string,
  skipped: readonly string[],
  send: (rows: readonly T[]) => Promise<void>,
): number {
  const key = ++lastKey
  set([
    ...operations,
    { key, resource, action, rows, label, skipped, sendsAt: Date.now() + UNDO_MS, sending: false },
  ])
  timers.set(
    key,
    setTimeout(() => {
      timers.delete(key)
      update(key, { sending: true })
      void send(rows).finally(() => set(operations.filter((op) => op.key !== key)))
    }, UNDO_MS),
  )
  return key
}

/** Takes a pending operation back before its requests start; false when they already have. */
export function undo(key: number): boolean {
  const timer = timers.get(key)
  if (timer === undefined) return false
  clearTimeout(timer)
  timers.delete(key)
  set(operations.filter((op) => op.key !== key))
  return true
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function usePending(resource: string): readonly ScheduledOperation[] {
  const all = useSyncExternalStore(subscribe, () => operations)
  return useMemo(() => all.filter((op) => op.resource === resource), [all, resource])
}

/** A list's records as they will be once its pending operations are done. */
export function usePendingView<T extends Identified>(
  resource: string,
  data: readonly T[] | undefined,
): T[] | undefined {
  const pending = usePending(resource)
  return useMemo(() => (data ? applyPending(data, pending) : undefined), [data, pending])
}
