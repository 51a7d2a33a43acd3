import { existsSync } from 'node:fs'

/**
 * The Chromium to drive: CHROMIUM_PATH when set, Debian's /usr/bin/chromium when present,
 * otherwise undefined so that Playwright uses its own downloaded browser.
 */
export function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) return fromEnv
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined
}

/** Flags for running as root on a machine with a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]
