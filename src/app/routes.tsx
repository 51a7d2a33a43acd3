import { useQuery } from '@tanstack/react-query'
import { type ComponentType, Suspense, useEffect } from 'react'
import { parse } from 'regexparam'
import { matchRoute, Route, Switch } from 'wouter'
import { api } from '../api/app-api'
import { vehicleQueries } from '../api/vehicle-queries'
import { parseId } from '../domain/route-id'
import { HomePage } from '../features/home/home-page'
import { applyFilters, parseFilters } from '../features/vehicles/vehicle-filters'
import { GRID_FIRST_ROW } from '../ui/vehicle/grid-first-row'
import { RequireUser } from './guards'
import { PublicLayout } from './layouts/public-layout'
import { lazyPage } from './lazy-page'
import { LoadingScreen } from './loading-screen'
import { type PageChunk, pageChunks } from './page-chunks'
import { queryClient } from './query-client'
import { RouteErrorBoundary } from './route-error-boundary'
import { titled } from './titled'
// The layouts of a car's page and of the list of cars come with the first download: a live
// build's 200.html paints those pages' first screens before any script runs
// (src/app/first-screen/first-screen.ts).
import '../features/vehicles/vehicle-details-page.css'
import '../features/vehicles/vehicles-page.css'

// Home is in the first download; every other route is a chunk of its own. The pages that
// show cars wait for the fleet behind the loading screen; the others do not.
/** The pages loaded on demand, each with its chunk's preload(). */
export const pageCode = {
  about: lazyPage(pageChunks.about, 'AboutPage'),
  contact: lazyPage(pageChunks.contact, 'ContactPage'),
  auth: lazyPage(pageChunks.auth, 'AuthPage'),
  vehicles: lazyPage(pageChunks.vehicles, 'VehiclesPage'),
  vehicleDetails: lazyPage(pageChunks.vehicleDetails, 'VehicleDetailsPage'),
  unauthorized: lazyPage(pageChunks.unauthorized, 'UnauthorizedPage'),
  vehicleNotFound: lazyPage(pageChunks.vehicleNotFound, 'VehicleNotFoundPage'),
  notFound: lazyPage(pageChunks.notFound, 'NotFoundPage'),
  profile: lazyPage(pageChunks.profile, 'ProfilePage'),
  reservations: lazyPage(pageChunks.reservations, 'ReservationsPage'),
  reservationDetails: lazyPage(pageChunks.reservationDetails, 'ReservationDetailsPage'),
  admin: lazyPage(pageChunks.admin, 'AdminRoutes'),
} satisfies Record<PageChunk, unknown>

type LazyPage = (typeof pageCode)[keyof typeof pageCode]

const VEHICLES = '/vehicles'
const VEHICLE_DETAILS = '/vehicles/:vehicleId'

interface RouteSpec {
  path: string
  /** The document title (null: the site's own); none for a group of routes with their own. */
  title?: string | null
  /** The page; one of pageCode when it is not in the first download. */
  page: ComponentType | LazyPage
  /** The page shows cars: it waits for the fleet behind the loading screen. */
  fleet?: boolean
  /** Only for a signed-in user (docs/product.md section 2). */
  signedIn?: boolean
}

interface PageRoute extends RouteSpec {
  Page: ComponentType
}

/**
 * A route component that shows the loading screen until the fleet's first response (or its
 * failure, which the page shows itself); a lazy page's code is fetched meanwhile, not after.
 */
function needsFleet<P extends object>(
  Page: ComponentType<P> & { preload?: () => unknown },
): ComponentType<P> {
  const Waiting = (props: P) => {
    const { isPending } = useQuery(vehicleQueries.all())
    useEffect(() => {
      // A failure here shows when the page itself renders (the route's error boundary).
      Promise.resolve(Page.preload?.()).catch(() => undefined)
    }, [])
    return isPending ? <LoadingScreen /> : <Page {...props} />
  }
  Waiting.displayName = `NeedsFleet(${Page.displayName ?? Page.name})`
  return Waiting
}

function route(spec: RouteSpec): PageRoute {
  const page = spec.fleet ? needsFleet(spec.page) : spec.page
  return { ...spec, Page: spec.title === undefined ? page : titled(spec.title, page) }
}

/** Routes outside the shared layout. */
const OWN_LAYOUT: readonly PageRoute[] = [
  { path: '/auth', title: 'Login or Register', page: pageCode.auth },
  { path: '/admin/*?', page: pageCode.admin },
].map(route)

/** Routes in the shared layout (top bar, navbar, footer). */
const SHARED_LAYOUT: readonly PageRoute[] = [
  { path: '/', title: null, page: HomePage, fleet: true },
  { path: '/about', title: 'About Us', page: pageCode.about },
  { path: '/contact', title: 'Contact', page: pageCode.contact },
  { path: VEHICLES, title: 'Our Cars', page: pageCode.vehicles, fleet: true },
  {
    path: VEHICLE_DETAILS,
    title: 'Car Details',
    page: pageCode.vehicleDetails,
    fleet: true,
  },
  {
    path: '/unauthorized',
    title: 'Unauthorized',
    page: pageCode.unauthorized,
  },
  {
    path: '/vehicle-not-found',
    title: 'Car Not Found',
    page: pageCode.vehicleNotFound,
  },
  { path: '/user', title: 'Profile', page: pageCode.profile, signedIn: true },
  {
    path: '/user/reservations',
    title: 'My Reservations',
    page: pageCode.reservations,
    signedIn: true,
  },
  {
    path: '/user/reservations/:reservationId',
    title: 'Reservation Details',
    page: pageCode.reservationDetails,
    signedIn: true,
  },
].map(route)

const NotFound = route({ path: '*', title: 'Not Found', page: pageCode.notFound })

function routesOf(pages: readonly PageRoute[]) {
  return pages.map(({ path, Page, signedIn }) =>
    signedIn ? (
      <Route key={path} path={path}>
        <RequireUser>
          <Page />
        </RequireUser>
      </Route>
    ) : (
      <Route key={path} path={path} component={Page} />
    ),
  )
}

/** The route of the page at `path` (inside the router's base). */
function routeAt(path: string): PageRoute {
  return (
    [...OWN_LAYOUT, ...SHARED_LAYOUT].find((page) => matchRoute(parse, page.path, path)[0]) ??
    NotFound
  )
}

/** Whether the page at `path` shows cars, and so waits for the fleet. */
export function routeShowsCars(path: string): boolean {
  return routeAt(path).fleet === true
}

/** The on-demand page at `path` (inside the router's base); none for the home page. */
export function routeCode(path: string): LazyPage | undefined {
  const { page } = routeAt(path)
  return 'preload' in page ? page : undefined
}

/**
 * Starts downloading the code of the page at `path`, so that it comes with the first
 * download instead of after the first render. Resolves once it is in; never rejects (a
 * failure shows when the page renders, in the route's error boundary).
 */
export function preloadRouteChunk(path: string): Promise<void> {
  return Promise.resolve(routeCode(path)?.preload()).then(
    () => undefined,
    () => undefined,
  )
}

/**
 * The pictures at the top of the page at `path`, once the fleet is in: the car's on its
 * details page, the first row's on the list of cars (as the address filters and sorts it).
 * Fetched before the first render, they are in memory when the page is laid out, so they are
 * painted in the same frame as the text around them (they are the page's largest paint).
 */
export function firstScreenPictures(path: string, search = ''): string[] {
  const vehicles = queryClient.getQueryData(vehicleQueries.all().queryKey) ?? []
  const [details, params] = matchRoute(parse, VEHICLE_DETAILS, path)
  const cars = details
    ? vehicles.filter((vehicle) => vehicle.id === parseId(params.vehicleId))
    : matchRoute(parse, VEHICLES, path)[0]
      ? applyFilters(vehicles, parseFilters(search)).slice(0, GRID_FIRST_ROW)
      : []
  return cars.flatMap((car) => (car.image[0] ? [api.vehicleImageUrl(car.image[0])] : []))
}

/** docs/product.md section 2: /auth stands alone, /admin has its own layout, the rest share one. */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Switch>
        {routesOf(OWN_LAYOUT)}
        <Route>
          <PublicLayout>
            {/* A page that fails leaves the navbar and footer in place. */}
            <RouteErrorBoundary>
              <Suspense fallback={<LoadingScreen />}>
                <Switch>
                  {routesOf(SHARED_LAYOUT)}
                  <Route component={NotFound.Page} />
                </Switch>
              </Suspense>
            </RouteErrorBoundary>
          </PublicLayout>
        </Route>
      </Switch>
    </Suspense>
  )
}
