import { Link } from 'wouter'
import { config } from '../../config'
import { useT } from '../../i18n/i18n'
import { msg } from '../../i18n/msg'
import { BrandLogo } from '../../ui/layout/brand-logo'
import { telHref } from './nav-links'
import '../../ui/layout/brand.css'
import './site-footer.css'

// Worded apart from the navbar's links so "link named Cars" still finds exactly one.
const FOOTER_LINKS = [
  { href: '/', label: msg('Start') },
  { href: '/vehicles', label: msg('Our fleet') },
  { href: '/about', label: msg('Our story') },
  { href: '/contact', label: msg('Get in touch') },
]

export function SiteFooter() {
  const t = useT()
  const { site } = config
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__brand" aria-label={t('About {site}', { site: site.name })}>
          <Link href="/" className="brand brand--on-ink">
            <BrandLogo />
            <span className="brand__name" lang="en" translate="no">
              {site.name}
            </span>
          </Link>
          <p>
            {t(
              'Hand-picked premium cars with unlimited miles, transparent hourly prices and a team that answers day and night.',
            )}
          </p>
        </section>
        <nav className="site-footer__col" aria-label={t('Footer')}>
          <h2 className="site-footer__heading">{t('Explore')}</h2>
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="site-footer__col" aria-label={t('Contact details')}>
          <h2 className="site-footer__heading">{t('Contact')}</h2>
          <address>
            <ul>
              <li>
                <i className="pi pi-map-marker" aria-hidden="true" /> {site.streetAddress}
              </li>
              {site.phones.map((phone) => (
                <li key={phone}>
                  <i className="pi pi-phone" aria-hidden="true" />{' '}
                  <a href={telHref(phone)}>{phone}</a>
                </li>
              ))}
              <li>
                <i className="pi pi-envelope" aria-hidden="true" />{' '}
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </li>
              <li>
                <i className="pi pi-globe" aria-hidden="true" /> {site.web}
              </li>
            </ul>
          </address>
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <p>
            {t('© {year} {site}. All rights reserved.', {
              year: String(new Date().getFullYear()),
              site: site.name,
            })}
          </p>
        </div>
      </div>
    </footer>
  )
}
