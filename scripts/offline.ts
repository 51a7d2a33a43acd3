/** A demo build's offline parts (docs/embedded-backend.md, "The demo in the browser"): the web app manifest with its icons, and the service worker that stores every file of the build. A live build gets none of them. */
import { createHash } from 'node:crypto'
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { DEMO_WORKER_FILE, MANIFEST_FILE } from '../mocks/offline'
import type { AppConfig } from '../src/settings'
import { WORKER_FILE } from './build-dir'
import { HEADERS_FILE } from './csp'
import { attribute, MARK } from './index-html'

const SOURCE = new URL('../mocks/offline/', import.meta.url)
const BRAND = '#0f1729'

export const ICONS = [
  { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const

/** The demo page's link to its manifest (a build tag: scripts/index-html.ts). */
export const manifestTag = (publicPath: string) =>
  `<link rel="manifest" href="${attribute(`${publicPath}${MANIFEST_FILE}`)}" ${MARK}>`

/** Makes the demo installable: the manifest and its icons, beside the pages. */
export function writeManifest(dist: string, config: AppConfig): void {
  mkdirSync(join(dist, 'icons'), { recursive: true })
  for (const icon of ICONS) {
    copyFileSync(new URL(icon.src.replace('icons/', ''), SOURCE), join(dist, icon.src))
  }
  const manifest = {
    name: `${config.site.name} demo`,
    short_name: config.site.name,
    description: 'Premium car rental: the demo, with its own data in the browser.',
    // Relative to the manifest, which sits at the demo's public path.
    start_url: './',
    scope: './',
    display: 'standalone',
    background_color: BRAND,
    theme_color: BRAND,
    icons: ICONS,
  }
  writeFileSync(join(dist, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
}

/** The workers are kept by the browser itself; source maps are for developers; the headers file is for the host, which does not serve it. */
const unlisted = (file: string) =>
  file === DEMO_WORKER_FILE ||
  file === WORKER_FILE ||
  file === HEADERS_FILE ||
  file.endsWith('.map')

/** Every file the worker stores, relative to the build's folder, in a stable order. */
export function precacheList(dist: string): string[] {
  return readdirSync(dist, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dist, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => !unlisted(file))
    .sort()
}

/** Changes with any listed file's name or content, so that each build's worker differs. */
export function buildVersion(dist: string, files: readonly string[]): string {
  const hash = createHash('sha256')
  for (const file of files) {
    hash.update(`${file}\0`)
    hash.update(
      createHash('sha256')
        .update(readFileSync(join(dist, file)))
        .digest(),
    )
  }
  return hash.digest('hex').slice(0, 16)
}

export const workerSource = (version: string, files: readonly string[]): string =>
  `const VERSION = ${JSON.stringify(version)}\nconst FILES = ${JSON.stringify(files)}\n\n${readFileSync(new URL('worker.js', SOURCE), 'utf8')}`

/** The demo's service worker: a build's lists every file written before it; the dev server's lists none (it runs msw's worker only). */
export function writeDemoWorker(dist: string, { dev = false } = {}): void {
  const files = dev ? [] : precacheList(dist)
  const version = dev ? 'dev' : buildVersion(dist, files)
  writeFileSync(join(dist, DEMO_WORKER_FILE), workerSource(version, files))
}
