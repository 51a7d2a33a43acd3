import { Component, type ErrorInfo, type ReactNode, Suspense } from 'react'
import { useLocation } from 'wouter'
import { loadMessages } from '../i18n/i18n'
import { isChunkLoadError, lazyChunk, retryDownload } from '../ui/chunk-load'
import { PartBoundary } from '../ui/part-boundary'

// The screen is shown only after an error, so its code and texts (the shell's part) come then; offline, the part boundary's own short message stands in for it.
const PageError = lazyChunk(async () => {
  const [{ PageError }] = await Promise.all([import('./route-error-page'), loadMessages('shell')])
  return PageError
})

interface BoundaryProps {
  location: string
  children: ReactNode
}

interface BoundaryState {
  error: Error | null
  location: string
  stillOffline: boolean
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
    return (
      <PartBoundary>
        <Suspense fallback={null}>
          <PageError chunk={chunk} stillOffline={stillOffline} retry={retry} />
        </Suspense>
      </PartBoundary>
    )
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation()
  return <Boundary location={location}>{children}</Boundary>
}
