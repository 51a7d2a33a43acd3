import './about-page.css'
import { config } from '../../config'
import { useT } from '../../i18n/i18n'
import { CarArt } from '../../ui/art/car-art'
import { PageHero } from '../../ui/layout/page-hero'
import { TeamCarousel } from './team-carousel'
import { Testimonials } from './testimonials'
import { WhyUs } from './why-us'

export function AboutPage() {
  const t = useT()
  return (
    <div className="about-page">
      <PageHero
        eyebrow={t('Since 2012')}
        title={t('About Us')}
        lead={t(
          '{name} began with one idea: renting a car should feel as good as driving it. Today our fleet, our drivers and our support team serve travellers in every city we call home.',
          { name: config.site.name },
        )}
        art={<CarArt paint="var(--paint-silver)" className="page-hero__art" />}
      />
      <WhyUs />
      <Testimonials />
      <section className="about-section" aria-labelledby="about-team-title">
        <div className="container">
          <div className="about-head">
            <p className="eyebrow">{t('The people behind the wheel')}</p>
            <h2 id="about-team-title" className="about-title">
              {t('Our Team')}
            </h2>
          </div>
          <TeamCarousel />
        </div>
      </section>
    </div>
  )
}
