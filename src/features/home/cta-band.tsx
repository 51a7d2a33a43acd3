import { Link } from 'wouter'
import { CarArt } from '../../ui/art/car-art'

export function CtaBand() {
  return (
    <section className="home-section" aria-labelledby="cta-title">
      <div className="home-section__inner">
        <div className="home-cta">
          <div className="home-cta__copy">
            <h2 id="cta-title" className="home-cta__title">
              Ready when you are
            </h2>
            <p>Reserve in minutes, change plans for free and drive the car you actually want.</p>
            <div className="home-hero__actions">
              <Link href="/vehicles" className="home-button home-button--gold">
                Choose your car
                <i className="pi pi-arrow-right" aria-hidden="true" />
              </Link>
              <Link href="/contact" className="home-button home-button--ghost-on-ink">
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
