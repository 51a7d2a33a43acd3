import { config } from '../../config'
import { useT } from '../../i18n/i18n'
import { telHref } from './nav-links'
import './top-bar.css'

/** The thin contact strip above the navbar: the e-mail address and the phone number. */
export function TopBar() {
  const t = useT()
  const [phone] = config.site.phones
  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        <p className="top-bar__pitch">{t('Premium cars, delivered to your door. 24/7 support.')}</p>
        <ul className="top-bar__contacts" aria-label={t('Contact us')}>
          <li>
            <a
              href={`mailto:${config.site.email}`}
              aria-label={t('E-mail {email}', { email: config.site.email })}
            >
              <i className="pi pi-envelope" aria-hidden="true" />
              <span className="top-bar__text">{config.site.email}</span>
            </a>
          </li>
          <li>
            <a href={telHref(phone)}>
              <i className="pi pi-phone" aria-hidden="true" />
              <span>{phone}</span>
            </a>
          </li>
        </ul>
      </div>
    </div>
  )
}
