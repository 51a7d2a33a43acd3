import './home-page.css'
import type { ReactNode } from 'react'
import { config } from '../../config'
import { FadeCarousel } from '../../ui/carousel/fade-carousel'
import { BookNowBar } from './book-now-bar'
import { CtaBand } from './cta-band'
import { HERO_SLIDES } from './hero-slides'
import { HowItWorks } from './how-it-works'
import { PopularCars } from './popular-cars'
import { WhyChooseUs } from './why-choose-us'

/** The top of the home page, its title and highlights, with the rest of the page after it. */
export function HomeTop({ children }: { children?: ReactNode }) {
  return (
    <div className="home-page">
      <h1 className="visually-hidden">{config.site.name}: premium car rental</h1>
      <FadeCarousel label="Highlights" slides={HERO_SLIDES} className="home-hero" />
      {children}
    </div>
  )
}

export function HomePage() {
  return (
    <HomeTop>
      <BookNowBar />
      <PopularCars />
      <HowItWorks />
      <WhyChooseUs />
      <CtaBand />
    </HomeTop>
  )
}
