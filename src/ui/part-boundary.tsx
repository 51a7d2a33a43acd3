import { Component, type ReactNode } from 'react'
import { useT } from '../i18n/i18n'
import { isChunkLoadError, retryDownload } from './chunk-load'
import './part-boundary.css'

interface PartBoundaryState {
  error: unknown
  stillOffline: boolean
}

/** Around a part whose code comes later: when it cannot be downloaded, only this part says so and offers a retry. */
export class PartBoundary extends Component<{ children: ReactNode }, PartBoundaryState> {
  override state: PartBoundaryState = { error: null, stillOffline: false }

  static getDerivedStateFromError(error: unknown): Partial<PartBoundaryState> {
    return { error }
  }

  override componentDidCatch(error: unknown) {
    if (isChunkLoadError(error))
      console.warn('A part of the page could not be downloaded', error.cause)
  }

  private readonly retry = () => this.setState({ stillOffline: !retryDownload() })

  override render() {
    const { error, stillOffline } = this.state
    if (error === null) return this.props.children
    if (!isChunkLoadError(error)) throw error
    return <DownloadFailed stillOffline={stillOffline} onRetry={this.retry} />
  }
}

/** A function component, so that it shows again in the new language when the language changes. */
function DownloadFailed({ stillOffline, onRetry }: { stillOffline: boolean; onRetry: () => void }) {
  const t = useT()
  return (
    <div className="part-error" role="alert">
      <i className="pi pi-wifi part-error__icon" aria-hidden="true" />
      <p className="part-error__text">
        {stillOffline
          ? t('You are still offline. Try again once the connection is back.')
          : t(
              'This part of the page could not be downloaded. Check your connection, then try again.',
            )}
      </p>
      <button type="button" className="btn btn--ghost btn--small" onClick={onRetry}>
        <i className="pi pi-refresh" aria-hidden="true" /> {t('Try again')}
      </button>
    </div>
  )
}
