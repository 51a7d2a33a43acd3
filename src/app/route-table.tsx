import type { QueryClient } from '@tanstack/react-query'
import { type ComponentType, lazy, type ReactNode, useState } from 'react'
import { parse } from 'regexparam'
import { matchRoute } from 'wouter'
import { vehicleQueries } from '../api/vehicle-queries'
import { HomePage } from '../features/home/home-page'
import { loadMessages } from '../i18n/i18n'
import { msg } from '../i18n/msg'
import type { Part } from '../i18n/parts'
import { toChunkLoadError } from '../ui/chunk-load'

type PageProps = { children?: ReactNode }

/** A page whose code is a chunk of its own (with PrimeReact's provider unless `prime` is false). */
function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
  prime = true,
  messages: Part = 'shell',
) {
  let loading: Promise<ComponentType<PageProps>> | undefined
  let loaded: ComponentType<PageProps> | undefined
  const preload = () => {
    loading ??= Promise.all([
      load(),
      prime ? import('../ui/prime-provider') : undefined,
      loadMessages(messages),
    ]).then(
      ([module, provider]) => {
        const Page = module[name] as ComponentType<PageProps>
        if (!provider) {
          loaded = Page
          return Page
        }
        const { PrimeProvider } = provider
        // biome-ignore lint/correctness/noComponentHookFactories: made once, when the chunk is in
        function ProvidedPage(props: PageProps) {
          return (
            <PrimeProvider>
              <Page {...props} />
            </PrimeProvider>
          )
        }
        loaded = ProvidedPage
        return ProvidedPage
      },
      (error: unknown) => {
        loading = undefined
        throw toChunkLoadError(error)
      },
    )
    return loading
  }
  const Lazy = lazy(async () => ({ default: await preload() }))
  // biome-ignore lint/correctness/noComponentHookFactories: lazyPage runs once per route, at module level
  function LazyPage(props: PageProps) {
    // Chosen once per mount: switching from Lazy to the page later would remount it.
    const [Page] = useState(() => loaded ?? Lazy)
    return <Page {...props} />
  }
  return Object.assign(LazyPage, { preload })
}

type LazyPage = ReturnType<typeof lazyPage>

/** Every fact about a route lives here; the router, the start-up and the first screens read it. */
export interface RouteSpec {
  path: string
  /** The page's name in the document title, marked with msg (shown through t); none: the site's default title. */
  title: string | null
  page: ComponentType | LazyPage
  layout?: 'public' | 'admin' | 'none'
  guard?: 'user'
  loader?: (queryClient: QueryClient) => Promise<unknown>
  firstScreen?: 'car' | 'list'
}

const page = lazyPage

/** The fleet from the cache when there, fetched otherwise: the loader of every page of cars. */
const loadFleet = (queryClient: QueryClient) =>
  queryClient.query({ ...vehicleQueries.all(), staleTime: 'static' })

/** What the app loads on start, whatever the page (docs/product.md section 1). */
export const loadOnStart = loadFleet

/** Every route of the app (docs/product.md section 2). */
export const ROUTES: readonly RouteSpec[] = [
  {
    path: '/',
    title: null,
    page: HomePage,
    loader: loadFleet,
  },
  {
    path: '/auth',
    title: msg('Login or Register'),
    page: page(() => import('../features/auth/auth-page'), 'AuthPage', true, 'auth'),
    layout: 'none',
  },
  {
    path: '/about',
    title: msg('About Us'),
    page: page(() => import('../features/about/about-page'), 'AboutPage', false, 'about'),
  },
  {
    path: '/contact',
    title: msg('Contact'),
    page: page(() => import('../features/contact/contact-page'), 'ContactPage', true, 'contact'),
  },
  {
    path: '/vehicles',
    title: msg('Our Cars'),
    page: page(
      () => import('../features/vehicles/vehicles-page'),
      'VehiclesPage',
      false,
      'vehicles',
    ),
    loader: loadFleet,
    firstScreen: 'list',
  },
  {
    path: '/vehicles/:vehicleId',
    title: msg('Car Details'),
    page: page(
      () => import('../features/vehicles/vehicle-details-page'),
      'VehicleDetailsPage',
      false,
      'vehicles',
    ),
    loader: loadFleet,
    firstScreen: 'car',
  },
  {
    path: '/unauthorized',
    title: msg('Unauthorized'),
    page: page(() => import('./pages/unauthorized-page'), 'UnauthorizedPage', false),
  },
  {
    path: '/vehicle-not-found',
    title: msg('Car Not Found'),
    page: page(() => import('./pages/vehicle-not-found-page'), 'VehicleNotFoundPage', false),
  },
  {
    path: '/user',
    title: msg('Profile'),
    page: page(() => import('../features/account/profile-page'), 'ProfilePage', true, 'account'),
    guard: 'user',
  },
  {
    path: '/user/reservations',
    title: msg('My Reservations'),
    page: page(
      () => import('../features/account/reservations-page'),
      'ReservationsPage',
      true,
      'account',
    ),
    guard: 'user',
  },
  {
    path: '/user/reservations/:reservationId',
    title: msg('Reservation Details'),
    page: page(
      () => import('../features/account/reservation-details-page'),
      'ReservationDetailsPage',
      true,
      'account',
    ),
    guard: 'user',
  },
  {
    path: '/user/reservations/:reservationId/receipt',
    title: msg('Receipt'),
    page: page(
      () => import('../features/account/trip/receipt-page'),
      'ReceiptPage',
      false,
      'account',
    ),
    guard: 'user',
    layout: 'none',
  },
  {
    path: '/admin',
    title: msg('Admin Dashboard'),
    page: page(
      () => import('../features/admin/dashboard/admin-dashboard-page'),
      'AdminDashboardPage',
      true,
      'admin',
    ),
    layout: 'admin',
  },
  {
    path: '/admin/reservations',
    title: msg('Reservations · Admin'),
    page: page(
      () => import('../features/admin/reservations/admin-reservations-page'),
      'AdminReservationsPage',
      true,
      'admin',
    ),
    layout: 'admin',
  },
  {
    path: '/admin/reservations/new',
    title: msg('New Reservation · Admin'),
    page: page(
      () => import('../features/admin/booking/admin-booking-page'),
      'AdminBookingPage',
      true,
      'admin',
    ),
    layout: 'admin',
  },
  {
    path: '/admin/reservations/:reservationId',
    title: msg('Edit Reservation · Admin'),
    page: page(
      () => import('../features/admin/reservations/admin-reservation-edit-page'),
      'AdminReservationEditPage',
      true,
      'admin',
    ),
    layout: 'admin',
  },
  {
    path: '/admin/timeline',
    title: msg('Fleet Timeline · Admin'),
    page: page(
      () => import('../features/admin/timeline/admin-timeline-page'),
      'AdminTimelinePage',
      true,
      'admin',
    ),
    layout: 'admin',
  },
  {
    path: '/admin/users',
    title: msg('Users · Admin'),
    page: page(
      () => import('../features/admin/users/admin-users-page'),
      'AdminUsersPage',
      true,
      'admin',
    ),
    layout: 'admin',
  },
  {
    path: '/admin/users/new',
    title: msg('New User · Admin'),
    page: page(
      () => import('../features/admin/users/admin-user-new-page'),
      'AdminUserNewPage',
      true,
      'admin',
    ),
    layout: 'admin',
  },
  {
    path: '/admin/users/:userId',
    title: msg('Edit User · Admin'),
    page: page(
      () => import('../features/admin/users/admin-user-edit-page'),
      'AdminUserEditPage',
      true,
      'admin',
    ),
    layout: 'admin',
  },
  {
    path: '/admin/vehicles',
    title: msg('Vehicles · Admin'),
    page: page(
      () => import('../features/admin/vehicles/admin-vehicles-page'),
      'AdminVehiclesPage',
      true,
      'admin',
    ),
    layout: 'admin',
  },
  {
    path: '/admin/vehicles/new',
    title: msg('New Vehicle · Admin'),
    page: page(
      () => import('../features/admin/vehicles/admin-vehicle-new-page'),
      'AdminVehicleNewPage',
      true,
      'admin',
    ),
    layout: 'admin',
  },
  {
    path: '/admin/vehicles/:vehicleId',
    title: msg('Edit Vehicle · Admin'),
    page: page(
      () => import('../features/admin/vehicles/admin-vehicle-edit-page'),
      'AdminVehicleEditPage',
      true,
      'admin',
    ),
    layout: 'admin',
  },
]

export const NOT_FOUND = {
  title: msg('Not Found'),
  page: page(() => import('./pages/not-found-page'), 'NotFoundPage', false),
}

export const AdminLayout = page(() => import('./layouts/admin-layout'), 'AdminLayout')

export const ADMIN_AREA = `${ROUTES.find((route) => route.layout === 'admin')?.path}/*?`

/** The route at `path` (inside the router's base) with its parameters; none: not found. */
export function routeAt(path: string): [RouteSpec | undefined, Record<string, string>] {
  for (const route of ROUTES) {
    const [matched, params] = matchRoute(parse, route.path, path)
    if (matched) return [route, params as Record<string, string>]
  }
  return [undefined, {}]
}

export function pageAt(path: string): ComponentType | LazyPage {
  return routeAt(path)[0]?.page ?? NOT_FOUND.page
}
