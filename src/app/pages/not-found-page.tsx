import { Link } from 'wouter'
import { useT } from '../../i18n/i18n'
import '../shell/status-page.css'

/** The catch-all page; texts as docs/product.md section 2 writes them. */
export function NotFoundPage() {
  const t = useT()
  return (
    <section className="status-page container" aria-labelledby="not-found-title">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('Not Found')}</h1>
      <p className="status-page__lead">{t('Opps! Something went wrong')}</p>
      <p className="text-muted">{t("The page you're looking for couldn't be found.")}</p>
      <div className="status-page__actions">
        <Link href="/" className="btn btn--ink">
          <i className="pi pi-home" aria-hidden="true" /> {t('Back to home')}
        </Link>
        <Link href="/vehicles" className="btn btn--ghost">
          {t('Browse our cars')}
        </Link>
      </div>
    </section>
  )
}
