import { config } from '../../config'
import { PageHero } from '../../ui/layout/page-hero'
import { ContactForm } from './contact-form'
import { ContactInfo } from './contact-info'
import { ContactMap } from './contact-map'
import './contact-page.css'

/** /contact, inside the shared layout: header, map, Send Message form and contact details. */
export function ContactPage() {
  return (
    <div className="contact-page">
      <PageHero
        eyebrow="Get in touch"
        title="Contact Us"
        lead="Questions about a car, a booking or a long-term rental? Our team answers every day, around the clock."
      />
      <div className="container contact-body">
        <ContactMap />
        <div className="contact-grid">
          <section className="contact-card" aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className="contact-card__title">
              Send Message
            </h2>
            <ContactForm />
          </section>
          <section className="contact-card contact-card--ink" aria-labelledby="contact-info-title">
            <h2 id="contact-info-title" className="contact-card__title">
              Contact Info
            </h2>
            <p className="contact-card__lead">
              Visit us, call or write: {config.site.name} is here for you 24/7.
            </p>
            <ContactInfo />
          </section>
        </div>
      </div>
    </div>
  )
}
