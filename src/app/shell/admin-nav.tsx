import { Link, useLocation } from 'wouter'
import { useT } from '../../i18n/i18n'
import { msg } from '../../i18n/msg'
import { isActivePath } from './nav-links'
import './admin-nav.css'

const ADMIN_LINKS = [
  { href: '/admin', label: msg('Dashboard'), icon: 'pi pi-th-large' },
  { href: '/admin/users', label: msg('User Management'), icon: 'pi pi-users' },
  { href: '/admin/vehicles', label: msg('Vehicle Management'), icon: 'pi pi-car' },
  { href: '/admin/reservations', label: msg('Reservation Management'), icon: 'pi pi-calendar' },
  { href: '/admin/timeline', label: msg('Fleet timeline'), icon: 'pi pi-chart-bar' },
]

interface AdminNavProps {
  onLogout: () => void
  /** Called after a link is followed, so the phone drawer can close. */
  onNavigate?: () => void
}

/** The admin sidebar's entries (docs/product.md): the four areas, Web Site and Logout. */
export function AdminNav({ onLogout, onNavigate }: AdminNavProps) {
  const t = useT()
  const [location] = useLocation()
  return (
    <nav className="admin-nav" aria-label={t('Admin')}>
      <ul className="admin-nav__list">
        {ADMIN_LINKS.map((link) => {
          const active = isActivePath(link.href, location, '/admin')
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                className={`menu-item admin-nav__item${active ? ' is-active' : ''}`}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
              >
                <i className={link.icon} aria-hidden="true" />
                {t(link.label)}
              </Link>
            </li>
          )
        })}
      </ul>
      <ul className="admin-nav__list admin-nav__list--secondary">
        <li>
          <Link href="/" className="menu-item admin-nav__item" onClick={onNavigate}>
            <i className="pi pi-globe" aria-hidden="true" />
            {t('Web Site')}
          </Link>
        </li>
        <li>
          <button type="button" className="menu-item admin-nav__item" onClick={onLogout}>
            <i className="pi pi-sign-out" aria-hidden="true" />
            {t('Logout')}
          </button>
        </li>
      </ul>
    </nav>
  )
}
