import { type ReactNode, useState } from 'react'
import { SkipLink } from '../../ui/layout/skip-link'
import { usePrerendering } from '../../ui/prerendering'
import { LazyLogoutDialog } from '../shell/lazy-logout-dialog'
import { SiteFooter } from '../shell/site-footer'
import { SiteNavbar } from '../shell/site-navbar'
import { TopBar } from '../shell/top-bar'
import '../shell/public-layout.css'

/** The shared layout of the public and signed-in routes: top bar, navbar, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const [confirmLogout, setConfirmLogout] = useState(false)
  // Built into index.html: the top of the page only.
  const firstScreenOnly = usePrerendering()
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
      {firstScreenOnly ? null : (
        <>
          <SiteFooter />
          <LazyLogoutDialog visible={confirmLogout} onHide={() => setConfirmLogout(false)} />
        </>
      )}
    </div>
  )
}
