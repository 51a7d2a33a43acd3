/**
 * The sub-path the demo suite's build is served from (PUBLIC_PATH), as a sales team might host
 * it: the specs in e2e/demo open pages relative to it ('./', 'vehicles/1').
 */
export const DEMO_PATH = '/autovia-demo/'

/** Matches a page address under the demo's sub-path, e.g. `demoUrl('user/reservations')`. */
export const demoUrl = (route: string) =>
  new RegExp(`^https?://[^/]+${DEMO_PATH}${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
