import './bulk.css'
import { type ReactNode, useEffect, useState } from 'react'
import { type ScheduledOperation, undo, usePending } from './pending-store'

interface BulkBarProps {
  count: number
  total: number
  noun: [string, string]
  onSelectAll: () => void
  onClear: () => void
  children: ReactNode
}

/** Above a list while rows are selected: how many, select all matching, clear, the actions. */
export function BulkBar({ count, total, noun, onSelectAll, onClear, children }: BulkBarProps) {
  if (count === 0) return null
  return (
    <section className="bulk-bar" aria-label="Bulk actions">
      <p className="bulk-bar__count" role="status">
        {count} {count === 1 ? noun[0] : noun[1]} selected
      </p>
      {count < total && (
        <button type="button" className="bulk-bar__link" onClick={onSelectAll}>
          Select all {total} matching
        </button>
      )}
      <button type="button" className="bulk-bar__link" onClick={onClear}>
        Clear selection
      </button>
      <div className="bulk-bar__actions">{children}</div>
    </section>
  )
}

function useSecondsLeft(sendsAt: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 250)
    return () => clearInterval(tick)
  }, [])
  return Math.max(0, Math.ceil((sendsAt - now) / 1000))
}

function PendingLine({ op }: { op: ScheduledOperation }) {
  const seconds = useSecondsLeft(op.sendsAt)
  return (
    <li className="undo-bar__item">
      <span>
        {op.label}
        {op.skipped.length > 0 && `. Skipped: ${op.skipped.join(', ')}`}
      </span>
      {op.sending ? (
        <span className="undo-bar__sending">
          <i className="pi pi-spin pi-spinner" aria-hidden="true" /> Saving…
        </span>
      ) : (
        <button type="button" className="undo-bar__undo" onClick={() => undo(op.key)}>
          Undo <span className="undo-bar__seconds">({seconds} s)</span>
        </button>
      )}
    </li>
  )
}

/** What a list has pending, each with its Undo while its requests have not started. */
export function UndoBar({ resource }: { resource: string }) {
  const pending = usePending(resource)
  return (
    <div className="undo-bar" aria-live="polite">
      {pending.length > 0 && (
        <ul className="undo-bar__list" aria-label="Pending changes">
          {pending.map((op) => (
            <PendingLine key={op.key} op={op} />
          ))}
        </ul>
      )}
    </div>
  )
}
