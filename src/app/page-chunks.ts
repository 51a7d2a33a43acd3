import { parse } from 'regexparam'
import { routerBase } from '../config'

/**
 * The code of each page not in the first download, and which paths show it. React-free and
 * imported first by main.tsx, so that a first visit starts fetching its page's chunk while
 * the first download's own code (React DOM, most of it) still runs, instead of after it;
 * routes.tsx builds its lazy pages from the same loaders (the bundler's runtime fetches a
 * chunk once).
 */
export const pageChunks = {
  about: () => import('../features/about/about-page'),
  contact: () => import('../features/contact/contact-page'),
  auth: () => import('../features/auth/auth-page'),
  vehicles: () => import('../features/vehicles/vehicles-page'),
  vehicleDetails: () => import('../features/vehicles/vehicle-details-page'),
  unauthorized: () => import('./pages/unauthorized-page'),
  vehicleNotFound: () => import('./pages/vehicle-not-found-page'),
  notFound: () => import('./pages/not-found-page'),
  profile: () => import('../features/account/profile-page'),
  reservations: () => import('../features/account/reservations-page'),
  reservationDetails: () => import('../features/account/reservation-details-page'),
  admin: () => import('./admin-routes'),
}

export type PageChunk = keyof typeof pageChunks

/** PrimeReact's provider, which every on-demand page renders in (see lazy-page.tsx). */
export const loadPrimeProvider = () => import('../ui/prime-provider')

/** The routes' patterns (routes.tsx, SPEC.md section 2) with the chunk each shows. */
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
