import './about-page.css'
import { config } from '../../config'
import { CarArt } from '../../ui/art/car-art'
import { PageHero } from '../../ui/layout/page-hero'
import { TeamCarousel } from './team-carousel'
import { Testimonials } from './testimonials'
import { WhyUs } from './why-us'

export function AboutPage() {
  return (
    <div className="about-page">
      <PageHero
        eyebrow="Since 2012"
        title="About Us"
        lead={`${config.site.name} began with one idea: renting a car should feel as good as driving it. Today our fleet, our drivers and our support team serve travellers in every city we call home.`}
        art={<CarArt paint="var(--paint-silver)" style="sedan" className="page-hero__art" />}
      />
      <WhyUs />
      <Testimonials />
      <section className="about-section" aria-labelledby="about-team-title">
        <div className="container">
          <div className="about-head">
            <p className="eyebrow">The people behind the wheel</p>
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
