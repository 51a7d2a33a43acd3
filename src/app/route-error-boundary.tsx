import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useLocation } from 'wouter'
import { config } from '../config'
import './shell/status-page.css'

interface BoundaryProps {
  /** The page's address: moving elsewhere clears the error. */
  location: string
  children: ReactNode
}

interface BoundaryState {
  error: Error | null
  location: string
}

/** A page that fails to render (or whose code fails to download) shows this, not a blank. */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, location: this.props.location }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.location === state.location ? null : { error: null, location: props.location }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A page failed to render', error, info.componentStack)
  }

  override render() {
    const { error } = this.state
    if (!error) return this.props.children
    // A new version deployed meanwhile makes old chunks vanish: a reload fetches the new ones.
    const chunk = /chunk|dynamically imported module|Failed to fetch/i.test(error.message)
    return (
      <section className="status-page container" aria-labelledby="page-error-title" role="alert">
        <p className="status-page__code" aria-hidden="true">
          <i className="pi pi-exclamation-triangle" />
        </p>
        <h1 id="page-error-title">This page could not be shown</h1>
        <p className="status-page__lead">
          {chunk
            ? 'Part of the site could not be downloaded.'
            : 'Something went wrong on our side.'}
        </p>
        <p className="text-muted">Your data is safe. Try again, or go back to the home page.</p>
        <div className="status-page__actions">
          <button
            type="button"
            className="btn btn--ink"
            onClick={() => (chunk ? window.location.reload() : this.setState({ error: null }))}
          >
            <i className="pi pi-refresh" aria-hidden="true" /> Try again
          </button>
          <a href={config.publicPath} className="btn btn--ghost">
            Back to home
          </a>
        </div>
      </section>
    )
  }
}

/** Catches what a page throws while rendering; leaving the page clears it. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation()
  return <Boundary location={location}>{children}</Boundary>
}
