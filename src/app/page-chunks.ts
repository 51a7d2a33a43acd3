import { parse } from 'regexparam'
import { routerBase } from '../config'

/** An on-demand page's code, and whether it renders PrimeReact components of its own. */
export interface PageChunkSpec {
  load: () => Promise<Record<string, unknown>>
  /**
   * The page renders PrimeReact components, so it comes with PrimeReact's provider (and
   * PrimeReact's shared code, about 20 KB gzip); the others do without. A part of such a page
   * that is loaded later and uses PrimeReact brings the provider itself (the booking form).
   */
  prime: boolean
}

/**
 * The code of each page not in the first download, and which paths show it. React-free and
 * imported first by main.tsx, so that a first visit starts fetching its page's chunk while
 * the first download's own code (React DOM, most of it) still runs, instead of after it;
 * routes.tsx builds its lazy pages from the same loaders (the bundler's runtime fetches a
 * chunk once).
 */
export const pageChunks = {
  about: { load: () => import('../features/about/about-page'), prime: false },
  contact: { load: () => import('../features/contact/contact-page'), prime: true },
  auth: { load: () => import('../features/auth/auth-page'), prime: true },
  vehicles: { load: () => import('../features/vehicles/vehicles-page'), prime: false },
  vehicleDetails: {
    load: () => import('../features/vehicles/vehicle-details-page'),
    prime: false,
  },
  unauthorized: { load: () => import('./pages/unauthorized-page'), prime: false },
  vehicleNotFound: { load: () => import('./pages/vehicle-not-found-page'), prime: false },
  notFound: { load: () => import('./pages/not-found-page'), prime: false },
  profile: { load: () => import('../features/account/profile-page'), prime: true },
  reservations: { load: () => import('../features/account/reservations-page'), prime: true },
  reservationDetails: {
    load: () => import('../features/account/reservation-details-page'),
    prime: true,
  },
  admin: { load: () => import('./admin-routes'), prime: true },
} satisfies Record<string, PageChunkSpec>

export type PageChunk = keyof typeof pageChunks

/** PrimeReact's provider, which the pages that use PrimeReact render in (see lazy-page.tsx). */
export const loadPrimeProvider = () => import('../ui/prime-provider')

/** The routes' patterns (routes.tsx, docs/product.md section 2) with the chunk each shows. */
const CHUNK_ROUTES: ReadonlyArray<readonly [string, PageChunk | 'home']> = [
  ['/', 'home'],
  ['/auth', 'auth'],
  ['/admin/*?', 'admin'],
  ['/about', 'about'],
  ['/contact', 'contact'],
  ['/vehicles', 'vehicles'],
  ['/vehicles/:vehicleId', 'vehicleDetails'],
  ['/unauthorized', 'unauthorized'],
  ['/vehicle-not-found', 'vehicleNotFound'],
  ['/user', 'profile'],
  ['/user/reservations', 'reservations'],
  ['/user/reservations/:reservationId', 'reservationDetails'],
]

const patterns = CHUNK_ROUTES.map(([path, chunk]) => [parse(path).pattern, chunk] as const)

/** The on-demand page the path (inside the router's base) shows; none for the home page. */
export function chunkAt(path: string): PageChunk | undefined {
  const chunk = patterns.find(([pattern]) => pattern.test(path))?.[1] ?? 'notFound'
  return chunk === 'home' ? undefined : chunk
}

/** The path inside the router's base, as the routes see it. */
export function routePath(): string {
  const path = location.pathname
  return routerBase && path.startsWith(routerBase) ? path.slice(routerBase.length) || '/' : path
}
