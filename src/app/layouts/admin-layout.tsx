import { type ReactNode, useState } from 'react'
import { useSnapshot } from 'valtio'
import { Link } from 'wouter'
import { config } from '../../config'
import { useT } from '../../i18n/i18n'
import { session } from '../../state/session'
import { BrandLogo } from '../../ui/layout/brand-logo'
import { LanguageMenu } from '../../ui/layout/language-menu'
import { SkipLink } from '../../ui/layout/skip-link'
import { ThemeToggle } from '../../ui/layout/theme-toggle'
import { Sidebar } from '../../ui/prime/sidebar'
import { AdminNav } from '../shell/admin-nav'
import { LazyLogoutDialog } from '../shell/lazy-logout-dialog'
import '../../ui/layout/brand.css'
import '../shell/admin-layout.css'

function AdminBrand({ linked = true }: { linked?: boolean }) {
  const t = useT()
  const content = (
    <>
      <BrandLogo size={32} />
      <span className="brand__name" lang="en" translate="no">
        {config.site.name}
      </span>
      <span className="admin-brand__tag">{t('Admin')}</span>
    </>
  )
  if (!linked) return <span className="brand admin-brand">{content}</span>
  return (
    <Link href="/admin" className="brand admin-brand">
      {content}
    </Link>
  )
}

/** The admin area's frame: a sidebar on large screens, a drawer below 992 px. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const t = useT()
  const { user } = useSnapshot(session)
  const [drawer, setDrawer] = useState(false)
  const [confirmLogout, setConfirmLogout] = useState(false)
  const askLogout = () => {
    setDrawer(false)
    setConfirmLogout(true)
  }

  return (
    <div className="admin-layout">
      <SkipLink />
      <aside className="admin-layout__sidebar">
        <AdminBrand />
        <AdminNav onLogout={askLogout} />
      </aside>
      <div className="admin-layout__body">
        <header className="admin-topbar">
          <button
            type="button"
            className="admin-topbar__toggle"
            aria-label={t('Open admin menu')}
            aria-expanded={drawer}
            onClick={() => setDrawer(true)}
          >
            <i className="pi pi-bars" aria-hidden="true" />
          </button>
          <div className="admin-topbar__brand">
            <AdminBrand />
          </div>
          <div className="admin-topbar__end">
            {user && (
              <p className="admin-topbar__user">
                <i className="pi pi-user" aria-hidden="true" />
                {user.firstName} {user.lastName}
              </p>
            )}
            <div className="admin-topbar__switches">
              <LanguageMenu />
              <ThemeToggle />
            </div>
          </div>
        </header>
        <main id="main-content" className="admin-layout__main" tabIndex={-1}>
          {children}
        </main>
      </div>
      <Sidebar
        visible={drawer}
        onHide={() => setDrawer(false)}
        className="admin-drawer"
        aria-label={t('Admin menu')}
        header={<AdminBrand linked={false} />}
      >
        <AdminNav onLogout={askLogout} onNavigate={() => setDrawer(false)} />
      </Sidebar>
      <LazyLogoutDialog visible={confirmLogout} onHide={() => setConfirmLogout(false)} />
    </div>
  )
}
