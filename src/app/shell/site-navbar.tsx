import { useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { Link, useLocation } from 'wouter'
import { config } from '../../config'
import { useT } from '../../i18n/i18n'
import { session } from '../../state/session'
import { BrandLogo } from '../../ui/layout/brand-logo'
import { LanguageMenu } from '../../ui/layout/language-menu'
import { ThemeToggle } from '../../ui/layout/theme-toggle'
import { usePrerendering } from '../../ui/prerendering'
import { LazyUserMenu } from './lazy-user-menu'
import { isActivePath, NAV_LINKS } from './nav-links'
import '../../ui/layout/brand.css'
import './site-navbar.css'

interface SiteNavbarProps {
  onLogout: () => void
}

/** Logo, the main links and the account entry; below 768 px the links fold into a menu. */
export function SiteNavbar({ onLogout }: SiteNavbarProps) {
  const t = useT()
  const [location] = useLocation()
  const { isUserLogin } = useSnapshot(session)
  // Built into index.html, the visitor is unknown: the account entry keeps its place, hidden.
  const visitorUnknown = usePrerendering()
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const close = () => setOpen(false)
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggle.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])
  // Any navigation (including the user menu's) folds the phone menu away again.
  const [shownFor, setShownFor] = useState(location)
  if (shownFor !== location) {
    setShownFor(location)
    setOpen(false)
  }

  return (
    <nav className="site-navbar" aria-label={t('Main')}>
      <div className="container site-navbar__inner">
        <Link href="/" className="brand" onClick={close}>
          <BrandLogo />
          <span className="brand__name" lang="en" translate="no">
            {config.site.name}
          </span>
        </Link>
        <LanguageMenu className="site-navbar__language" />
        <ThemeToggle className="site-navbar__theme" />
        <button
          ref={toggle}
          type="button"
          className="site-navbar__toggle"
          aria-expanded={open}
          aria-controls="site-navbar-menu"
          aria-label={t('Menu')}
          disabled={visitorUnknown}
          onClick={() => setOpen((value) => !value)}
        >
          <i className={open ? 'pi pi-times' : 'pi pi-bars'} aria-hidden="true" />
        </button>
        <div
          id="site-navbar-menu"
          className={`site-navbar__menu${open ? ' site-navbar__menu--open' : ''}`}
        >
          <ul className="site-navbar__links">
            {NAV_LINKS.map((link) => {
              const active = isActivePath(link.href, location)
              return (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className={`site-navbar__link${active ? ' is-active' : ''}`}
                    aria-current={active ? 'page' : undefined}
                    onClick={close}
                  >
                    {t(link.label)}
                  </Link>
                </li>
              )
            })}
          </ul>
          <div
            className="site-navbar__account"
            style={visitorUnknown ? { visibility: 'hidden' } : undefined}
          >
            {isUserLogin ? (
              <LazyUserMenu
                onLogout={() => {
                  close()
                  onLogout()
                }}
              />
            ) : (
              <Link
                href="/auth"
                className="btn btn--ghost btn--small site-navbar__cta"
                onClick={close}
              >
                <i className="pi pi-user" aria-hidden="true" />
                {t('Login/Register')}
              </Link>
            )}
          </div>
        </div>
      </div>
    </nav>
  )
}
