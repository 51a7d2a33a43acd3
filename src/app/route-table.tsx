import type { QueryClient } from '@tanstack/react-query'
import { type ComponentType, lazy, type ReactNode, useState } from 'react'
import { parse } from 'regexparam'
import { matchRoute } from 'wouter'
import { vehicleQueries } from '../api/vehicle-queries'
import { HomePage } from '../features/home/home-page'
import { loadMessages } from '../i18n/i18n'
import type { Part } from '../i18n/parts'
import { toChunkLoadError } from '../ui/chunk-load'

type PageProps = { children?: ReactNode }

type RouteTitles = typeof import('./route-titles')
let titles: RouteTitles | undefined
let loadingTitles: Promise<void> | undefined
const titleListeners = new Set<() => void>()

// The pages' titles come with the first page whose code comes later (their texts are in the shell's part, as it is), so the home page, which has none, downloads none.
function loadTitles(): Promise<void> {
  loadingTitles ??= import('./route-titles').then(
    (module) => {
      titles = module
      for (const listener of titleListeners) listener()
    },
    (error: unknown) => {
      loadingTitles = undefined
      throw error
    },
  )
  return loadingTitles
}

/** The pages' titles once they have come, for useSyncExternalStore. */
export const routeTitles = (): RouteTitles | undefined => titles
export function subscribeRouteTitles(changed: () => void): () => void {
  titleListeners.add(changed)
  return () => titleListeners.delete(changed)
}

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
      loadTitles(),
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
  /** Also the key of the page's name in the document title (route-titles.ts). */
  path: string
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
    page: HomePage,
    loader: loadFleet,
  },
  {
    path: '/auth',
    page: page(() => import('../features/auth/auth-page'), 'AuthPage', true, 'auth'),
    layout: 'none',
  },
  {
    path: '/about',
    page: page(() => import('../features/about/about-page'), 'AboutPage', false, 'about'),
  },
  {
    path: '/contact',
    page: page(() => import('../features/contact/contact-page'), 'ContactPage', true, 'contact'),
  },
  {
    path: '/vehicles',
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
    page: page(() => import('./pages/unauthorized-page'), 'UnauthorizedPage', false),
  },
  {
    path: '/vehicle-not-found',
    page: page(() => import('./pages/vehicle-not-found-page'), 'VehicleNotFoundPage', false),
  },
  {
    path: '/user',
    page: page(() => import('../features/account/profile-page'), 'ProfilePage', true, 'account'),
    guard: 'user',
  },
  {
    path: '/user/reservations',
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
  page: page(() => import('./pages/not-found-page'), 'NotFoundPage', false),
}

export const AdminLayout = page(() => import('./layouts/admin-layout'), 'AdminLayout')

export const ADMIN_AREA = `${ROUTES.find((route) => route.layout === 'admin')?.path}/*?`

/** A route and its parameters, as routeAt matches them. */
export type RouteMatch = [RouteSpec | undefined, Record<string, string>]

/** The route at `path` (inside the router's base) with its parameters; none: not found. */
export function routeAt(path: string): RouteMatch {
  for (const route of ROUTES) {
    const [matched, params] = matchRoute(parse, route.path, path)
    if (matched) return [route, params as Record<string, string>]
  }
  return [undefined, {}]
}

export function pageAt(path: string): ComponentType | LazyPage {
  return routeAt(path)[0]?.page ?? NOT_FOUND.page
}
