import type { Page } from '@playwright/test'
import type { MockBackendGlobals } from '../mocks/browser'

/**
 * Waits in `page` for the demo's embedded backend: the demo paints its first screen while the
 * backend starts, and saves a fresh seed while it already responds, so calls made from inside
 * the page (and reads of its stored copy) wait for both first. A live build has nothing to
 * wait for. Used by the e2e fixtures, `npm run size` and `npm run perf`.
 */
export function demoBackendStarted(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const demo = globalThis as MockBackendGlobals
    await demo.autoviaMockStarted
    await demo.autoviaMock?.idle()
  })
}
