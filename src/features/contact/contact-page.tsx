import { config } from '../../config'
import { useT } from '../../i18n/i18n'
import { PageHero } from '../../ui/layout/page-hero'
import { ContactForm } from './contact-form'
import { ContactInfo } from './contact-info'
import { ContactMap } from './contact-map'
import './contact-page.css'

/** /contact, inside the shared layout: header, map, Send Message form and contact details. */
export function ContactPage() {
  const t = useT()
  return (
    <div className="contact-page">
      <PageHero
        eyebrow={t('Get in touch')}
        title={t('Contact Us')}
        lead={t(
          'Questions about a car, a booking or a long-term rental? Our team answers every day, around the clock.',
        )}
      />
      <div className="container contact-body">
        <ContactMap />
        <div className="contact-grid">
          <section className="contact-card" aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className="contact-card__title">
              {t('Send Message')}
            </h2>
            <ContactForm />
          </section>
          <section className="contact-card contact-card--ink" aria-labelledby="contact-info-title">
            <h2 id="contact-info-title" className="contact-card__title">
              {t('Contact Info')}
            </h2>
            <p className="contact-card__lead">
              {t('Visit us, call or write: {name} is here for you 24/7.', {
                name: config.site.name,
              })}
            </p>
            <ContactInfo />
          </section>
        </div>
      </div>
    </div>
  )
}
