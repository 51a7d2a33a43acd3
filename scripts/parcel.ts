/**
 * Runs Parcel with checked build settings.
 *   tsx scripts/parcel.ts serve|build --mode mock|live [--dist DIR] [--cache DIR] [--port N]
 * The mode sets API_MODE unless the environment already does. Bad settings stop here with a
 * message naming the variable, before Parcel starts. Mock builds get MSW's service worker.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import {
  CAR_FIRST_SCREEN_TEMPLATE,
  VEHICLES_FIRST_SCREEN_TEMPLATE,
} from '../src/app/first-screen/first-screen'
import { ConfigError, parseConfig, SETTING_NAMES } from '../src/settings'
import { copyWorker, prepareBuildDir } from './build-dir'
import { contentSecurityPolicy } from './csp'
import {
  FALLBACK_PAGE,
  firstScreenScript,
  firstScreenScriptTag,
  fleetPreloadTag,
  hasFirstScreen,
  policyTag,
  withBuildTags,
  withFirstScreen,
  withoutTemplates,
  withTemplates,
} from './index-html'
import { firstScreenRoutes, prerenderFirstScreen } from './prerender'
import { writePrimeTheme } from './prime-theme'

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    mode: { type: 'string' },
    dist: { type: 'string', default: 'dist' },
    cache: { type: 'string' },
    port: { type: 'string', default: process.env.PORT ?? '1234' },
  },
})
const command = positionals[0]
if (command !== 'serve' && command !== 'build') {
  console.error('usage: tsx scripts/parcel.ts serve|build --mode mock|live [--dist DIR] [--port N]')
  process.exit(2)
}
if (values.mode) process.env.API_MODE = values.mode

let config: ReturnType<typeof parseConfig>
try {
  config = parseConfig(Object.fromEntries(SETTING_NAMES.map((name) => [name, process.env[name]])))
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}

// The bundle reads the checked settings as one value (src/config.ts), not the raw variables.
process.env.APP_CONFIG = JSON.stringify(config)

// The theme parts the components import (src/ui/prime) are made from the installed package.
writePrimeTheme()

const dist = values.dist
const cacheDir = values.cache ?? '.parcel-cache'
// A build starts from an empty folder and cache (see build-dir.ts); the dev server keeps both.
if (command === 'build') {
  prepareBuildDir({ dist, cache: cacheDir, mode: config.mode })
} else if (config.mode === 'mock') {
  mkdirSync(dist, { recursive: true })
  copyWorker(dist)
}

const args = [command, 'src/index.html', '--dist-dir', dist, '--public-url', config.publicPath]
if (values.cache) args.push('--cache-dir', values.cache)
if (command === 'serve') args.push('--port', values.port, '--no-hmr')
else args.push('--no-source-maps')
console.log(
  `${config.site.name}: ${command} in ${config.mode} mode (API ${config.apiUrl}, served from ${config.publicPath})`,
)

/**
 * The built pages: each carries its Content-Security-Policy (the dev server's hot reload would
 * not run under it; a host can send the same policy as a header, see the README) and, in live
 * builds, the fleet's preload. index.html is the home page with its first screen already in
 * it, painted before any script runs; 200.html, with the loading screen, is what a host sends
 * for every other address. A live build's 200.html also paints a car's page and the list of
 * cars before the app's code has come (src/app/first-screen/first-screen.ts).
 */
async function finishPages() {
  const page = join(dist, 'index.html')
  const fallback = join(dist, FALLBACK_PAGE)
  const built = readFileSync(page, 'utf8')
  // A page Parcel left in place still has the first screens of the last build in it.
  const shell = withoutTemplates(hasFirstScreen(built) ? readFileSync(fallback, 'utf8') : built)
  const live = config.mode === 'live'
  const tags = [policyTag(contentSecurityPolicy(config))]
  if (live) tags.push(fleetPreloadTag(config.apiUrl))
  const app = withBuildTags(shell, tags)
  writeFileSync(fallback, app)
  // The one line that paints the pages of cars from 200.html; without it the app alone does.
  if (live) writeFileSync(fallback, await withCarsFirstScreen(shell, tags))
  writeFileSync(page, withFirstScreen(app, await prerenderFirstScreen('home')))
}

/** 200.html with the first screens of the pages of cars and their script (first-screen.ts). */
async function withCarsFirstScreen(shell: string, tags: string[]): Promise<string> {
  const base = config.publicPath.replace(/\/$/, '')
  const routes = await firstScreenRoutes()
  const script = firstScreenScriptTag(firstScreenScript(), config.apiUrl, base, routes)
  const templates = {
    [CAR_FIRST_SCREEN_TEMPLATE]: await prerenderFirstScreen('car'),
    [VEHICLES_FIRST_SCREEN_TEMPLATE]: await prerenderFirstScreen('vehicles'),
  }
  return withTemplates(withBuildTags(shell, [...tags, script]), templates)
}

const child = spawn(join('node_modules', '.bin', 'parcel'), args, { stdio: 'inherit' })
child.on('exit', async (code) => {
  if (code === 0 && command === 'build') {
    await finishPages().catch((error: unknown) => {
      console.error('Could not finish the built pages:', error)
      process.exit(1)
    })
  }
  process.exit(code ?? 1)
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
