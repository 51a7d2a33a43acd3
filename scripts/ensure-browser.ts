/** Finds or installs a Chromium for the browser tests, so `npm ci && npm test` is all the set-up. */

import { spawnSync } from 'node:child_process'
import { chromium } from '@playwright/test'
import { type BrowserChoice, CHROMIUM_ARGS, chooseChromium } from './browser'
import { runAsScript } from './entry'

export const HOW_TO_GET_ONE =
  'No Chromium for the browser tests: install one with `apt-get install -y chromium` (Debian, Ubuntu) or `npx playwright install chromium`, or point CHROMIUM_PATH at one.'

/** Whether Playwright can start its own browser (it is installed and runs here). */
export async function playwrightBrowserWorks(): Promise<boolean> {
  try {
    const browser = await chromium.launch({ args: CHROMIUM_ARGS })
    await browser.close()
    return true
  } catch {
    return false
  }
}

export interface EnsureBrowserSteps {
  log?: (line: string) => void
  choose?: () => BrowserChoice
  works?: () => Promise<boolean>
  install?: () => boolean
}

export async function ensureBrowser({
  log = console.log,
  choose = () => chooseChromium(),
  works = playwrightBrowserWorks,
  install = () =>
    spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' }).status === 0,
}: EnsureBrowserSteps = {}): Promise<boolean> {
  const choice = choose()
  if (choice.executablePath) {
    log(`Browser tests use ${choice.executablePath} (${choice.source}).`)
    return true
  }
  if (await works()) {
    log("Browser tests use Playwright's own Chromium.")
    return true
  }
  log("No system Chromium and no Playwright browser: running 'npx playwright install chromium'.")
  if (install() && (await works())) {
    log("Browser tests use Playwright's own Chromium, just installed.")
    return true
  }
  log(HOW_TO_GET_ONE)
  return false
}

runAsScript(import.meta.url, async () => process.exit((await ensureBrowser()) ? 0 : 1))
