import type { RouteSwitches } from './routes'
import { parseRouteSet, parseUpstream } from './routes'

/** Where a tab keeps its upstream and routes (sessionStorage: this tab only, kept across reloads). */
export const ROUTES_KEY = 'autovia.demo.routes'

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Keeps `routes` in `store` across reloads of the tab, as failures on demand are kept; a stored value that does not read whole is dropped. */
export function keepRoutes(routes: RouteSwitches, store: Store | undefined): () => void {
  if (!store) return () => undefined
  try {
    const text = store.getItem(ROUTES_KEY)
    if (text !== null) {
      const stored = JSON.parse(text) as { upstream?: unknown; modes?: unknown }
      const upstream = parseUpstream(stored.upstream)
      const modes = parseRouteSet(stored.modes ?? {})
      routes.setUpstream(upstream)
      routes.set(modes)
    }
  } catch {
    store.removeItem(ROUTES_KEY)
  }
  return routes.subscribe(() => {
    try {
      if (routes.upstream === null) store.removeItem(ROUTES_KEY)
      else {
        const modes = Object.fromEntries(routes.routed)
        store.setItem(ROUTES_KEY, JSON.stringify({ upstream: routes.upstream, modes }))
      }
    } catch {
      // Storage full or refused: the routes still apply until the tab reloads.
    }
  })
}
