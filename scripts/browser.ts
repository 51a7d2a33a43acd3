import { accessSync, constants } from 'node:fs'

/** Where a system Chromium (or Chrome) usually lives, in the order they are tried. */
export const SYSTEM_CHROMIUMS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
]

export function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

export interface BrowserChoice {
  executablePath: string | undefined
  source: 'CHROMIUM_PATH' | 'system' | 'playwright'
}

/** The Chromium the browser tests drive: CHROMIUM_PATH when set, else the first system Chromium found, else Playwright's own browser (which may still need installing: see scripts/ensure-browser.ts). */
export function chooseChromium(
  env: Record<string, string | undefined> = process.env,
  executable: (path: string) => boolean = isExecutable,
): BrowserChoice {
  const fromEnv = env.CHROMIUM_PATH
  if (fromEnv) {
    if (!executable(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} is not an executable file`)
    return { executablePath: fromEnv, source: 'CHROMIUM_PATH' }
  }
  const system = SYSTEM_CHROMIUMS.find(executable)
  if (system) return { executablePath: system, source: 'system' }
  return { executablePath: undefined, source: 'playwright' }
}

/** For the Playwright configs: the executable to launch, or undefined for Playwright's own. */
export function chromiumExecutable(): string | undefined {
  return chooseChromium().executablePath
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]
