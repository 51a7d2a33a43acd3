import type { Query, QueryClient } from '@tanstack/react-query'
import { AdminLayout, NOT_FOUND, type RouteSpec } from './route-table'

/** A route's page code and loader data, fetched together before its page renders. */
export interface RouteLoad {
  /** Never rejects: a failed download shows in the route's error boundary. */
  code: Promise<void>
  data: Promise<unknown> | undefined
  waiting: boolean
  settled: Promise<void>
  /** A page has shown it, so the route's next visit loads again. */
  taken: boolean
  queryClient: QueryClient
}

const ignore = () => undefined
const firstFetch = (query: Query) => query.state.data === undefined
const latest = new Map<RouteSpec | undefined, RouteLoad>()

/** The start-up's load while no page has taken it, so nothing is asked twice; a loader that finds its data in the cache makes nothing wait. */
export function loadRoute(route: RouteSpec | undefined, queryClient: QueryClient): RouteLoad {
  const last = latest.get(route)
  if (last && !last.taken && last.queryClient === queryClient) return last
  const data = route?.loader?.(queryClient)
  // Data being fetched for the first time, the loader's own or a request it joined.
  const fetching = data !== undefined && queryClient.isFetching({ predicate: firstFetch }) > 0
  const page = route?.page ?? NOT_FOUND.page
  const code = Promise.all([
    'preload' in page ? page.preload() : undefined,
    route?.layout === 'admin' ? AdminLayout.preload() : undefined,
  ]).then(ignore, ignore)
  const load: RouteLoad = {
    code,
    data,
    waiting: fetching,
    settled: Promise.resolve(data).then(ignore, ignore),
    taken: false,
    queryClient,
  }
  void load.settled.then(() => {
    load.waiting = false
  })
  latest.set(route, load)
  return load
}
