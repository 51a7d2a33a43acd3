import './home-page.css'
import type { ReactNode } from 'react'
import { config } from '../../config'
import { useT } from '../../i18n/i18n'
import { FadeCarousel } from '../../ui/carousel/fade-carousel'
import { BookNowBar } from './book-now-bar'
import { CtaBand } from './cta-band'
import { HERO_SLIDES } from './hero-slides'
import { HowItWorks } from './how-it-works'
import { PopularCars } from './popular-cars'
import { WhyChooseUs } from './why-choose-us'

/** The top of the home page, its title and highlights, with the rest of the page after it. */
export function HomeTop({ children }: { children?: ReactNode }) {
  const t = useT()
  return (
    <div className="home-page">
      <h1 className="visually-hidden">
        {t('{name}: premium car rental', { name: config.site.name })}
      </h1>
      {/* The carousel's dots read the slides' titles, so they come in the language in use. */}
      <FadeCarousel
        label={t('Highlights')}
        slides={HERO_SLIDES.map((slide) => ({ ...slide, title: t(slide.title) }))}
        className="home-hero"
      />
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
