import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { msg, useT } from '../../i18n/i18n'
import './load-view.css'

export interface QueryState<T> {
  data: T | undefined
  /** Why the latest request failed (an ApiError carries the server's message). */
  error: Error | null
  isFetching: boolean
  refetch: () => unknown
}

export interface LoadViewProps<T> {
  state: QueryState<T>
  loading?: ReactNode
  isEmpty?: (data: T) => boolean
  empty?: ReactNode
  errorTitle?: string
  back?: BackLink
  children: (data: T) => ReactNode
}

const emptyList = (data: unknown) => Array.isArray(data) && data.length === 0

export interface BackLink {
  href: string
  label: string
}

const HOME: BackLink = { href: '/', label: msg('Back to home') }

/** A 404: the record is not there, and asking again will not bring it. */
const isMissing = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404

/** Renders a query's state the one way every screen does: loading, an error with the server's message and a retry, an empty state, or the data. */
export function LoadView<T>({
  state,
  loading = <LoadingText />,
  isEmpty = emptyList,
  empty = <EmptyText />,
  errorTitle = msg('This could not be loaded'),
  back,
  children,
}: LoadViewProps<T>) {
  const failed = state.error !== null && !state.isFetching
  const retry = () => void state.refetch()
  if (state.data === undefined)
    return failed ? (
      <LoadError
        title={errorTitle}
        message={state.error?.message}
        onRetry={retry}
        back={isMissing(state.error) ? (back ?? HOME) : undefined}
      />
    ) : (
      loading
    )
  return (
    <div className="load-view" aria-busy={state.isFetching || undefined}>
      {failed ? (
        <LoadError title={errorTitle} message={state.error?.message} onRetry={retry} compact />
      ) : null}
      {isEmpty(state.data) ? empty : children(state.data)}
    </div>
  )
}

function EmptyText() {
  const t = useT()
  return <p className="load-view__empty">{t('Nothing here yet.')}</p>
}

export function LoadingText({ label = msg('Loading...') }: { label?: string }) {
  const t = useT()
  return (
    <p className="load-view__loading" role="status">
      <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t(label)}
    </p>
  )
}

interface LoadErrorProps {
  title: string
  message: string | undefined
  onRetry: () => void
  back?: BackLink
  compact?: boolean
}

/** The server's message and a way to try again (or, when retrying cannot help, a way back). */
export function LoadError({ title, message, onRetry, back, compact }: LoadErrorProps) {
  // The app's texts (its title, a connection message) show in the language in use; the server's message has no translation and shows as it came.
  const t = useT()
  return (
    <div className={`load-view__error${compact ? ' load-view__error--compact' : ''}`} role="alert">
      <i className="pi pi-exclamation-triangle load-view__error-icon" aria-hidden="true" />
      <div className="load-view__error-text">
        <p className="load-view__error-title">{t(title)}</p>
        {message ? <p className="load-view__error-message">{t(message)}</p> : null}
      </div>
      {back ? (
        <Link href={back.href} className="btn btn--ghost btn--small">
          <i className="pi pi-arrow-left" aria-hidden="true" /> {t(back.label)}
        </Link>
      ) : (
        <button type="button" className="btn btn--ghost btn--small" onClick={onRetry}>
          <i className="pi pi-refresh" aria-hidden="true" /> {t('Try again')}
        </button>
      )}
    </div>
  )
}
