import './bulk.css'
import { type ReactNode, useEffect, useState } from 'react'
import { formatCount } from '../../../i18n/format'
import { useT } from '../../../i18n/i18n'
import { type BulkNoun, selectedText } from './bulk-logic'
import { type ScheduledOperation, undo, usePending } from './pending-store'

interface BulkBarProps {
  count: number
  total: number
  noun: BulkNoun
  onSelectAll: () => void
  onClear: () => void
  children: ReactNode
}

/** Above a list while rows are selected: how many, select all matching, clear, the actions. */
export function BulkBar({ count, total, noun, onSelectAll, onClear, children }: BulkBarProps) {
  const t = useT()
  if (count === 0) return null
  return (
    <section className="bulk-bar" aria-label={t('Bulk actions')}>
      <p className="bulk-bar__count" role="status">
        {selectedText(count, noun)}
      </p>
      {count < total && (
        <button type="button" className="bulk-bar__link" onClick={onSelectAll}>
          {t('Select all {total} matching', { total: formatCount(total) })}
        </button>
      )}
      <button type="button" className="bulk-bar__link" onClick={onClear}>
        {t('Clear selection')}
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
  const t = useT()
  const seconds = useSecondsLeft(op.sendsAt)
  return (
    <li className="undo-bar__item">
      <span>
        {op.label()}
        {op.skipped.length > 0 && `. ${t('Skipped: {list}', { list: op.skipped.join(', ') })}`}
      </span>
      {op.sending ? (
        <span className="undo-bar__sending">
          <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('Saving…')}
        </span>
      ) : (
        <button type="button" className="undo-bar__undo" onClick={() => undo(op.key)}>
          {t('Undo')} <span className="undo-bar__seconds">{t('({seconds} s)', { seconds })}</span>
        </button>
      )}
    </li>
  )
}

/** What a list has pending, each with its Undo while its requests have not started. */
export function UndoBar({ resource }: { resource: string }) {
  const t = useT()
  const pending = usePending(resource)
  return (
    <div className="undo-bar" aria-live="polite">
      {pending.length > 0 && (
        <ul className="undo-bar__list" aria-label={t('Pending changes')}>
          {pending.map((op) => (
            <PendingLine key={op.key} op={op} />
          ))}
        </ul>
      )}
    </div>
  )
}
