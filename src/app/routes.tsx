import { useQuery } from '@tanstack/react-query'
import { type ComponentType, type ReactNode, Suspense, useEffect, useLayoutEffect } from 'react'
import { Route, Switch } from 'wouter'
import { vehicleQueries } from '../api/vehicle-queries'
import { config } from '../config'
import { LoadingText } from '../ui/data/load-view'
import { DEFAULT_TITLE } from '../ui/layout/use-page-title'
import { RequireAdmin, RequireUser } from './guards'
import { PublicLayout } from './layouts/public-layout'
import { LoadingScreen } from './loading-screen'
import { RouteErrorBoundary } from './route-error-boundary'
import { ADMIN_AREA, AdminLayout, NOT_FOUND, ROUTES, type RouteSpec } from './route-table'

/** Names the page in the title; a layout effect, so a page's own usePageTitle wins. */
function titled<P extends object>(title: string | null, Page: ComponentType<P>) {
  function TitledPage(props: P) {
    useLayoutEffect(() => {
      document.title = title ? `${title} · ${config.site.name}` : DEFAULT_TITLE
    }, [])
    return <Page {...props} />
  }
  TitledPage.displayName = `Titled(${Page.displayName ?? Page.name})`
  return TitledPage
}

type Page = ComponentType & { preload?: () => Promise<unknown> }

/** A page that shows cars waits for the fleet's first response; its code is fetched meanwhile. */
function needsFleet(Page: Page): ComponentType {
  const Waiting = () => {
    const { isPending } = useQuery(vehicleQueries.all())
    useEffect(() => {
      // A failure here shows when the page itself renders (the route's error boundary).
      Page.preload?.().catch(() => undefined)
    }, [])
    return isPending ? <LoadingScreen inPage /> : <Page />
  }
  Waiting.displayName = `NeedsFleet(${Page.displayName ?? Page.name})`
  return Waiting
}

function signedIn(Page: ComponentType): ComponentType {
  return () => (
    <RequireUser>
      <Page />
    </RequireUser>
  )
}

/** Each route's component, built once: its guard, its title and, for cars, the fleet's wait. */
const routed = ROUTES.map((route) => {
  const page = titled(route.title, route.fleet ? needsFleet(route.page) : route.page)
  return { ...route, Page: route.guard === 'user' ? signedIn(page) : page }
})
const NotFound: ComponentType = titled(NOT_FOUND.title, NOT_FOUND.page)

function routesIn(layout: RouteSpec['layout']): ReactNode {
  return routed
    .filter((route) => (route.layout ?? 'public') === layout)
    .map(({ path, Page }) => <Route key={path} path={path} component={Page} />)
}

/** A page that fails leaves its layout (navbar and footer, or the admin sidebar) in place. */
function Pages({ children, loading }: { children: ReactNode; loading: ReactNode }) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={loading}>
        <Switch>
          {children}
          <Route component={NotFound} />
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  )
}

/** docs/product.md section 2: /auth stands alone, /admin has its own layout, the rest share one. */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Switch>
        {routesIn('none')}
        <Route path={ADMIN_AREA}>
          <RequireAdmin>
            <AdminLayout>
              <Pages loading={<LoadingText />}>{routesIn('admin')}</Pages>
            </AdminLayout>
          </RequireAdmin>
        </Route>
        <Route>
          <PublicLayout>
            <Pages loading={<LoadingScreen inPage />}>{routesIn('public')}</Pages>
          </PublicLayout>
        </Route>
      </Switch>
    </Suspense>
  )
}
