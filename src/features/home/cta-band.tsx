import { Link } from 'wouter'
import { CarArt } from '../../ui/art/car-art'

export function CtaBand() {
  return (
    <section className="home-section" aria-labelledby="cta-title">
      <div className="container">
        <div className="home-cta">
          <div className="home-cta__copy">
            <h2 id="cta-title" className="home-cta__title">
              Ready when you are
            </h2>
            <p>Check a car's availability, see the exact price and reserve it in minutes.</p>
            <div className="home-hero__actions">
              <Link href="/vehicles" className="btn btn--gold">
                Choose your car
                <i className="pi pi-arrow-right" aria-hidden="true" />
              </Link>
              <Link href="/contact" className="btn btn--ghost-on-ink">
                Contact us
              </Link>
            </div>
          </div>
          <CarArt paint="var(--paint-gold)" style="sedan" className="home-cta__car" />
        </div>
      </div>
    </section>
  )
}
