import './home-page.css'
import { config } from '../../config'
import { FadeCarousel } from '../../ui/carousel/fade-carousel'
import { usePrerendering } from '../../ui/prerendering'
import { BookNowBar } from './book-now-bar'
import { CtaBand } from './cta-band'
import { HERO_SLIDES } from './hero-slides'
import { HowItWorks } from './how-it-works'
import { PopularCars } from './popular-cars'
import { WhyChooseUs } from './why-choose-us'

export function HomePage() {
  // Built into index.html, the page is its hero: what the first screen shows.
  const firstScreenOnly = usePrerendering()
  return (
    <div className="home-page">
      <h1 className="visually-hidden">{config.site.name}: premium car rental</h1>
      <FadeCarousel label="Highlights" slides={HERO_SLIDES} className="home-hero" />
      {firstScreenOnly ? null : (
        <>
          <BookNowBar />
          <PopularCars />
          <HowItWorks />
          <WhyChooseUs />
          <CtaBand />
        </>
      )}
    </div>
  )
}
