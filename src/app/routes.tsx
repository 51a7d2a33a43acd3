import { useQueryClient } from '@tanstack/react-query'
import {
  type ComponentType,
  type ReactNode,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { Route, Switch } from 'wouter'
import { config } from '../config'
import { t, useLocale } from '../i18n/i18n'
import { LoadingText } from '../ui/data/load-view'
import { RequireAdmin, RequireUser } from './guards'
import { PublicLayout } from './layouts/public-layout'
import { LoadingScreen } from './loading-screen'
import { RouteErrorBoundary } from './route-error-boundary'
import { loadRoute } from './route-loads'
import {
  ADMIN_AREA,
  AdminLayout,
  NOT_FOUND,
  ROUTES,
  type RouteSpec,
  routeTitles,
  subscribeRouteTitles,
} from './route-table'
import type { NOT_FOUND_TITLE, ROUTE_TITLES } from './route-titles'

/** The document title of a page named `title` (a message), or the site's default without one, in the language in use. */
export function documentTitle(title: string | null): string {
  // The default is DEFAULT_TITLE's wording (src/ui/layout/use-page-title), translated.
  return title
    ? `${t(title)} · ${config.site.name}`
    : `${config.site.name} · ${t('Premium Car Rental')}`
}

type TitleOf = (titles: {
  ROUTE_TITLES: typeof ROUTE_TITLES
  NOT_FOUND_TITLE: typeof NOT_FOUND_TITLE
}) => string | undefined

/** Names the page in the title once the titles have come with its code, again when the language changes; a layout effect, so a page's own usePageTitle wins. */
function titled<P extends object>(titleOf: TitleOf, Page: ComponentType<P>) {
  function TitledPage(props: P) {
    useLocale()
    const titles = useSyncExternalStore(subscribeRouteTitles, routeTitles, routeTitles)
    const shown = documentTitle((titles && titleOf(titles)) ?? null)
    const written = useRef<string | null>(null)
    useLayoutEffect(() => {
      // On a switch of language a title the page set itself (a car's model) stays.
      if (written.current !== null && document.title !== written.current) return
      document.title = shown
      written.current = shown
    }, [shown])
    return <Page {...props} />
  }
  TitledPage.displayName = `Titled(${Page.displayName ?? Page.name})`
  return TitledPage
}

/** Runs the route's loader as its page is about to render; the page waits while it fetches. */
function loaded(route: RouteSpec, Page: ComponentType): ComponentType {
  function LoadedPage() {
    const queryClient = useQueryClient()
    const [load] = useState(() => loadRoute(route, queryClient))
    const [waiting, setWaiting] = useState(load.waiting)
    useEffect(() => {
      load.taken = true
      void load.settled.then(() => setWaiting(false))
    }, [load])
    return waiting ? <LoadingScreen inPage /> : <Page />
  }
  LoadedPage.displayName = `Loaded(${Page.displayName ?? Page.name})`
  return LoadedPage
}

function signedIn(Page: ComponentType): ComponentType {
  return () => (
    <RequireUser>
      <Page />
    </RequireUser>
  )
}

/** Each route's component, built once: its guard, its title and its loader's wait. */
const routed = ROUTES.map((route) => {
  const page = titled(
    (titles) => titles.ROUTE_TITLES[route.path],
    route.loader ? loaded(route, route.page) : route.page,
  )
  return { ...route, Page: route.guard === 'user' ? signedIn(page) : page }
})
const NotFound: ComponentType = titled((titles) => titles.NOT_FOUND_TITLE, NOT_FOUND.page)

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
