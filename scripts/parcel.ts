/** Runs Parcel once the build settings are checked, so a bad one stops here with its name. tsx scripts/parcel.ts serve|build --mode mock|live [--dist DIR] [--cache DIR] [--port N] */
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { BUILT_FLEET, writeBuiltSeeds } from '../mocks/built-seed'
import { BUILT_SEED_DIR } from '../mocks/seed-sizes'
import { FLEET_CHANGED_KEY } from '../mocks/storage-keys'
import { type AppConfig, ConfigError, parseConfig, SETTING_NAMES } from '../src/settings'
import { copyWorker, prepareBuildDir } from './build-dir'
import type { BuiltFleet } from './cars-first-screen'
import { contentSecurityPolicy, HEADERS_FILE, headersFile } from './csp'
import { runAsScript } from './entry'
import { writeBrowserCatalogs, writeCatalogs } from './i18n'
import {
  FALLBACK_PAGE,
  fleetPreloadTag,
  hasFirstScreen,
  importMapTag,
  policyTag,
  takeImportMap,
  withBuildTags,
  withFirstScreen,
} from './index-html'
import { CORE_BY_PLACE_ENV } from './message-calls'
import { manifestTag, writeDemoWorker, writeManifest } from './offline'
import { prerenderFirstScreen } from './prerender'
import { writePrimeTheme } from './prime-theme'
import { themeScript, themeScriptTag } from './theme-script'

/** A built page names the first download's messages by their place in its core catalogs, not by their English words (decision 0019); false puts the English back in its code. */
const CORE_BY_PLACE = true

const USAGE = 'usage: tsx scripts/parcel.ts serve|build --mode mock|live [--dist DIR] [--port N]'

/** Built pages only carry their policy: the dev server's hot reload would not run under it. */
async function finishPages(config: AppConfig, dist: string): Promise<void> {
  // Loaded here, after main() has written the catalogs that the app's code it runs imports.
  const { carsFirstScreen, withCarsFirstScreen, withoutTemplates } = await import(
    './cars-first-screen'
  )
  const page = join(dist, 'index.html')
  const fallback = join(dist, FALLBACK_PAGE)
  const built = readFileSync(page, 'utf8')
  // A page Parcel left in place still has the first screens of the last build in it.
  const parcelPage = takeImportMap(hasFirstScreen(built) ? readFileSync(fallback, 'utf8') : built)
  const shell = withoutTemplates(parcelPage.page)
  const { importMap } = parcelPage
  const live = config.mode === 'live'
  // Every page sets its theme before its first paint (the stylesheets key on it).
  const theme = themeScript()
  const everyPage = importMap === null ? [theme] : [theme, importMap]
  // Every inline script of any page, for the one header a host sends with them all.
  const allowed = new Set(everyPage)
  const tags = (inlineScripts: readonly string[] = []) => {
    for (const script of inlineScripts) allowed.add(script)
    return [
      policyTag(contentSecurityPolicy(config, { inlineScripts: [...everyPage, ...inlineScripts] })),
      ...(importMap === null ? [] : [importMapTag(importMap)]),
      themeScriptTag(theme),
      ...(live ? [fleetPreloadTag(config.apiUrl)] : [manifestTag(config.publicPath)]),
    ]
  }
  const app = withBuildTags(shell, tags())
  writeFileSync(fallback, app)
  // The one line that paints the pages of cars from 200.html (a demo's from the fleet its build made, as its backend starts after the app's code).
  writeFileSync(
    fallback,
    withCarsFirstScreen(
      shell,
      tags,
      config,
      await carsFirstScreen(),
      live ? undefined : builtFleet(config),
    ),
  )
  writeFileSync(page, withFirstScreen(app, await prerenderFirstScreen('home')))
  const policy = contentSecurityPolicy(config, { forHeader: true, inlineScripts: [...allowed] })
  writeFileSync(join(dist, HEADERS_FILE), headersFile(config.publicPath, policy))
  // Last, as the demo's worker lists every file of the build, the pages as finished here included.
  if (!live) {
    writeManifest(dist, config)
    writeDemoWorker(dist)
  }
}

/** Where a demo build's first screen finds the built fleet, and how it learns it has changed. */
const builtFleet = (config: AppConfig): BuiltFleet => ({
  fleet: `${config.publicPath}${BUILT_SEED_DIR}/${BUILT_FLEET.fleet}`,
  pictures: `${config.publicPath}${BUILT_SEED_DIR}/${BUILT_FLEET.pictures}`,
  changedKey: FLEET_CHANGED_KEY,
})

async function main(): Promise<void> {
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
    console.error(USAGE)
    process.exit(2)
  }
  if (values.mode) process.env.API_MODE = values.mode

  let config: AppConfig
  try {
    config = parseConfig(Object.fromEntries(SETTING_NAMES.map((name) => [name, process.env[name]])))
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(error.message)
    process.exit(1)
  }

  // The bundle reads the checked settings as one value (src/config.ts), not the raw variables.
  process.env.APP_CONFIG = JSON.stringify(config)
  // The theme parts the components import (src/ui/prime) are made from the installed package.
  writePrimeTheme()
  // So are the catalogs of the site's languages (scripts/i18n.ts).
  writeCatalogs()
  const dist = values.dist
  const cacheDir = values.cache ?? '.parcel-cache'
  // A build starts from an empty folder and cache (build-dir.ts); the dev server keeps both.
  if (command === 'build') {
    prepareBuildDir({ dist, cache: cacheDir, mode: config.mode })
  } else if (config.mode === 'mock') {
    mkdirSync(dist, { recursive: true })
    copyWorker(dist)
    writeDemoWorker(dist, { dev: true })
  }
  // A built page loads its catalogs from files beside it (src/i18n/compiled/loaders.ts).
  if (command === 'build')
    process.env.I18N_CATALOGS = await writeBrowserCatalogs(dist, config.publicPath, {
      coreByPlace: CORE_BY_PLACE,
    })
  // A demo restores its seeds from files made here instead of making them in the page.
  if (config.mode === 'mock') await writeBuiltSeeds(dist)

  const args = [command, 'src/index.html', '--dist-dir', dist, '--public-url', config.publicPath]
  if (values.cache) args.push('--cache-dir', values.cache)
  if (command === 'serve') args.push('--port', values.port, '--no-hmr')
  else args.push('--no-source-maps')
  console.log(
    `${config.site.name}: ${command} in ${config.mode} mode (API ${config.apiUrl}, served from ${config.publicPath})`,
  )

  // Parcel's alone: the first screens are rendered here, from the source as written.
  const env = {
    ...process.env,
    [CORE_BY_PLACE_ENV]: command === 'build' && CORE_BY_PLACE ? '1' : '',
  }
  const child = spawn(join('node_modules', '.bin', 'parcel'), args, { stdio: 'inherit', env })
  child.on('exit', async (code) => {
    if (code === 0 && command === 'build') {
      await finishPages(config, dist).catch((error: unknown) => {
        console.error('Could not finish the built pages:', error)
        process.exit(1)
      })
    }
    process.exit(code ?? 1)
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
}

runAsScript(import.meta.url, main)
