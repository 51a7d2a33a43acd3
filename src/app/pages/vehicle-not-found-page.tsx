import { Link } from 'wouter'
import { useT } from '../../i18n/i18n'
import '../shell/status-page.css'

/** Where an unknown /vehicles/{id} lands; docs/product.md leaves the content open. */
export function VehicleNotFoundPage() {
  const t = useT()
  return (
    <section className="status-page container" aria-labelledby="vehicle-not-found-title">
      <p className="status-page__code" aria-hidden="true">
        <i className="pi pi-car" />
      </p>
      <h1 id="vehicle-not-found-title">{t('Car not found')}</h1>
      <p className="status-page__lead">{t('We could not find the car you were looking for.')}</p>
      <p className="text-muted">
        {t(
          'It may have been retired from our fleet, or the link may be mistyped. Plenty of other premium cars are ready for you.',
        )}
      </p>
      <div className="status-page__actions">
        <Link href="/vehicles" className="btn btn--ink">
          <i className="pi pi-car" aria-hidden="true" /> {t('See all cars')}
        </Link>
        <Link href="/contact" className="btn btn--ghost">
          {t('Ask our team')}
        </Link>
      </div>
    </section>
  )
}
