import './about-page.css'
import { config } from '../../config'
import { CarArt } from '../../ui/art/car-art'
import { TeamCarousel } from './team-carousel'
import { Testimonials } from './testimonials'
import { WhyUs } from './why-us'

export function AboutPage() {
  return (
    <div className="about-page">
      <header className="about-hero">
        <div className="about-inner about-hero__inner">
          <div>
            <p className="about-eyebrow about-eyebrow--on-ink">Since 2012</p>
            <h1 className="about-hero__title">About Us</h1>
            <p className="about-hero__lead">
              {config.site.name} began with one idea: renting a car should feel as good as driving
              it. Today our fleet, our drivers and our support team serve travellers in every city
              we call home.
            </p>
          </div>
          <CarArt paint="var(--paint-silver)" style="sedan" className="about-hero__car" />
        </div>
      </header>
      <WhyUs />
      <Testimonials />
      <section className="about-section" aria-labelledby="about-team-title">
        <div className="about-inner">
          <div className="about-head">
            <p className="about-eyebrow">The people behind the wheel</p>
            <h2 id="about-team-title" className="about-title">
              Our Team
            </h2>
          </div>
          <TeamCarousel />
        </div>
      </section>
    </div>
  )
}
