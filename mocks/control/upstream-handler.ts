import { http, type RequestHandler } from 'msw'
import { type FailureFamily, familyOf } from './failures'
import type { RouteSwitches } from './routes'

/** One msw handler after failures on demand and before the twin, so a failure on demand still wins over a routed family. */
export function upstreamHandler(
  base: string,
  routes: RouteSwitches,
  twin: readonly RequestHandler[],
): RequestHandler {
  const prefix = base.includes('://') ? new URL(base).pathname : base.replace(/^\*/, '')
  const familyFor = (request: Request): FailureFamily | undefined => {
    const path = new URL(request.url).pathname
    return path.startsWith(prefix) ? familyOf(request.method, path.slice(prefix.length)) : undefined
  }
  const routedFamily = (request: Request) => {
    if (routes.upstream === null || routes.routed.length === 0) return undefined
    const family = familyFor(request)
    return family && routes.mode(family) !== 'twin' ? family : undefined
  }
  return http.all(
    ({ request }) => routedFamily(request) !== undefined,
    async ({ request }) => {
      const family = routedFamily(request)
      const upstream = routes.upstream
      if (!family || !upstream) return undefined
      const mode = routes.mode(family)
      if (mode === 'twin') return undefined
      const url = new URL(request.url)
      const target = `${upstream}${url.pathname.slice(prefix.length)}${url.search}`
      // Its code loads with the first routed call: a demo that routes nothing never has it.
      const { answerRouted } = await import('./upstream-forward')
      return answerRouted(request, target, mode, routes.timeoutMs, twin)
    },
  )
}
