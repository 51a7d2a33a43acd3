import { Component, type ErrorInfo, type ReactNode } from 'react'
import { Link, useLocation } from 'wouter'
import { useT } from '../i18n/i18n'
import { isChunkLoadError, retryDownload } from '../ui/chunk-load'
import './shell/status-page.css'

interface BoundaryProps {
  location: string
  children: ReactNode
}

interface BoundaryState {
  error: Error | null
  location: string
  stillOffline: boolean
}

interface PageErrorProps {
  chunk: boolean
  stillOffline: boolean
  retry: () => void
}

/** The boundary's screen, a component of its own so it follows the language. */
function PageError({ chunk, stillOffline, retry }: PageErrorProps) {
  const t = useT()
  return (
    <section className="status-page container" aria-labelledby="page-error-title" role="alert">
      <p className="status-page__code" aria-hidden="true">
        <i className="pi pi-exclamation-triangle" />
      </p>
      <h1 id="page-error-title">{t('This page could not be shown')}</h1>
      <p className="status-page__lead">
        {!chunk
          ? t('Something went wrong on our side.')
          : stillOffline
            ? t('You are still offline. Try again once the connection is back.')
            : t('Part of the site could not be downloaded. Check your connection, then try again.')}
      </p>
      <p className="text-muted">
        {t('Your data is safe. Try again, or go back to the home page.')}
      </p>
      <div className="status-page__actions">
        <button type="button" className="btn btn--ink" onClick={retry}>
          <i className="pi pi-refresh" aria-hidden="true" /> {t('Try again')}
        </button>
        {/* Inside the app: the home page's code is always in, even offline. */}
        <Link href="/" className="btn btn--ghost">
          {t('Back to home')}
        </Link>
      </div>
    </section>
  )
}

/** A page that fails to render (or whose code fails to download) shows this, not a blank. */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = {
    error: null,
    location: this.props.location,
    stillOffline: false,
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.location === state.location
      ? null
      : { error: null, location: props.location, stillOffline: false }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // A download that failed is the connection's doing, and the screen says so.
    if (isChunkLoadError(error)) console.warn('A page could not be downloaded', error.cause)
    else console.error('A page failed to render', error, info.componentStack)
  }

  override render() {
    const { error, stillOffline } = this.state
    if (!error) return this.props.children
    // Code that did not download is fetched again once online: a reload offline shows no page.
    const chunk = isChunkLoadError(error)
    const retry = chunk
      ? () => this.setState({ stillOffline: !retryDownload() })
      : () => this.setState({ error: null })
    return <PageError chunk={chunk} stillOffline={stillOffline} retry={retry} />
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation()
  return <Boundary location={location}>{children}</Boundary>
}
