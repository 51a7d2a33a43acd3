import { config } from '../../config'
import { useT } from '../../i18n/i18n'

const { site } = config

// tel: links want the digits only; the settings keep the human-readable form.
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
const webHref = (web: string) => (/^https?:\/\//.test(web) ? web : `https://${web}`)

export function ContactInfo() {
  const t = useT()
  const items = [
    { icon: 'pi-globe', label: t('Website'), text: site.web, href: webHref(site.web) },
    { icon: 'pi-envelope', label: t('Email'), text: site.email, href: `mailto:${site.email}` },
    { icon: 'pi-phone', label: t('Phone'), text: site.phones[0], href: telHref(site.phones[0]) },
    { icon: 'pi-mobile', label: t('Phone'), text: site.phones[1], href: telHref(site.phones[1]) },
    { icon: 'pi-map-marker', label: t('Address'), text: site.streetAddress },
  ]
  return (
    <address className="contact-info">
      <ul className="contact-info__list">
        {items.map((item) => (
          <li key={`${item.icon}-${item.text}`} className="contact-info__item">
            <span className="contact-info__icon" aria-hidden="true">
              <i className={`pi ${item.icon}`} />
            </span>
            <span className="contact-info__text">
              <span className="contact-info__label">{item.label}</span>
              {item.href ? (
                <a href={item.href} className="contact-info__value">
                  {item.text}
                </a>
              ) : (
                <span className="contact-info__value">{item.text}</span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </address>
  )
}
