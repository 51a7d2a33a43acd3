import type { ReactNode } from 'react'
import type { Loaded } from './use-load'
import './load-view.css'

export interface LoadViewProps<T> {
  state: Loaded<T>
  /** Shown while the first answer is on its way (a skeleton, or docs/product.md's 'Loading...'). */
  loading?: ReactNode
  /** Whether an answer has nothing to show (default: an empty list). */
  isEmpty?: (data: T) => boolean
  /** What shows for an empty answer. */
  empty?: ReactNode
  /** Heading of the error panel, e.g. "We could not load your reservations". */
  errorTitle?: string
  children: (data: T) => ReactNode
}

const emptyList = (data: unknown) => Array.isArray(data) && data.length === 0

/**
 * Renders a `useLoad` state the one way every screen does: loading, an error with the
 * server's message and a retry, an empty state, or the data. Data already shown stays on
 * screen while a reload runs.
 */
export function LoadView<T>({
  state,
  loading = <LoadingText />,
  isEmpty = emptyList,
  empty = <p className="load-view__empty">Nothing here yet.</p>,
  errorTitle = 'This could not be loaded',
  children,
}: LoadViewProps<T>) {
  if (state.status === 'error' && state.data === undefined)
    return <LoadError title={errorTitle} message={state.error?.message} onRetry={state.reload} />
  if (state.data === undefined) return <>{loading}</>
  return (
    <div className="load-view" aria-busy={state.status === 'loading' || undefined}>
      {state.status === 'error' ? (
        <LoadError
          title={errorTitle}
          message={state.error?.message}
          onRetry={state.reload}
          compact
        />
      ) : null}
      {isEmpty(state.data) ? empty : children(state.data)}
    </div>
  )
}

export function LoadingText({ label = 'Loading...' }: { label?: string }) {
  return (
    <p className="load-view__loading" role="status">
      <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {label}
    </p>
  )
}

interface LoadErrorProps {
  title: string
  /** The server's message, when there is one. */
  message: string | undefined
  onRetry: () => void
  compact?: boolean
}

/** The server's message and a way to try again. */
export function LoadError({ title, message, onRetry, compact }: LoadErrorProps) {
  return (
    <div className={`load-view__error${compact ? ' load-view__error--compact' : ''}`} role="alert">
      <i className="pi pi-exclamation-triangle load-view__error-icon" aria-hidden="true" />
      <div className="load-view__error-text">
        <p className="load-view__error-title">{title}</p>
        {message ? <p className="load-view__error-message">{message}</p> : null}
      </div>
      <button type="button" className="btn btn--ghost btn--small" onClick={onRetry}>
        <i className="pi pi-refresh" aria-hidden="true" /> Try again
      </button>
    </div>
  )
}
