import { type ReactNode, useState } from 'react'
import { LogoutDialog } from '../../ui/layout/logout-dialog'
import { SiteFooter } from '../../ui/layout/site-footer'
import { SiteNavbar } from '../../ui/layout/site-navbar'
import { SkipLink } from '../../ui/layout/skip-link'
import { TopBar } from '../../ui/layout/top-bar'
import '../../ui/layout/public-layout.css'

/** The shared layout of SPEC.md's public and logged-in routes: top bar, navbar, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const [confirmLogout, setConfirmLogout] = useState(false)
  return (
    <div className="public-layout">
      <SkipLink />
      <header className="site-header">
        <TopBar />
        <SiteNavbar onLogout={() => setConfirmLogout(true)} />
      </header>
      <main id="main-content" className="public-layout__main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <LogoutDialog visible={confirmLogout} onHide={() => setConfirmLogout(false)} />
    </div>
  )
}
