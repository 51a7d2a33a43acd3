import { Link } from 'wouter'
import { useT } from '../i18n/i18n'
import './shell/status-page.css'

interface PageErrorProps {
  chunk: boolean
  stillOffline: boolean
  retry: () => void
}

/** The boundary's screen, a component of its own so it follows the language. */
export function PageError({ chunk, stillOffline, retry }: PageErrorProps) {
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
