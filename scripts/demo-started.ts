import type { Page } from '@playwright/test'
import type { MockBackendGlobals } from '../mocks/browser'

/** Waits in `page` for the demo's embedded backend, which starts after the first screen is painted. */
export function demoBackendStarted(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const demo = globalThis as MockBackendGlobals
    await demo.autoviaMockStarted
    await demo.autoviaMock?.idle()
  })
}
