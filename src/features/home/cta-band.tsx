import { Link } from 'wouter'
import { useT } from '../../i18n/i18n'
import { CarArt } from '../../ui/art/car-art'

export function CtaBand() {
  const t = useT()
  return (
    <section className="home-section" aria-labelledby="cta-title">
      <div className="container">
        <div className="home-cta">
          <div className="home-cta__copy">
            <h2 id="cta-title" className="home-cta__title">
              {t('Ready when you are')}
            </h2>
            <p>{t("Check a car's availability, see the exact price and reserve it in minutes.")}</p>
            <div className="home-hero__actions">
              <Link href="/vehicles" className="btn btn--gold">
                {t('Choose your car')}
                <i className="pi pi-arrow-right" aria-hidden="true" />
              </Link>
              <Link href="/contact" className="btn btn--ghost-on-ink">
                {t('Contact us')}
              </Link>
            </div>
          </div>
          <CarArt paint="var(--paint-gold)" className="home-cta__car" />
        </div>
      </div>
    </section>
  )
}
