import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative, resolve } from 'node:path'

/** The file msw's service worker is served from in a demo build (the `static` folder's copy). */
export const WORKER_FILE = 'mockServiceWorker.js'

/**
 * Readies the folders of a build: `dist` emptied, so it holds this build alone (a live build
 * after a demo one would otherwise ship the demo's service worker and old bundles), and the
 * Parcel cache removed with it (Parcel does not write again a bundle its cache says it wrote,
 * so an emptied folder with an old cache would miss chunks). A demo build gets msw's worker,
 * which npm 11 does not install by itself. Refuses a folder that holds the project.
 */
export function prepareBuildDir({
  dist,
  cache,
  mode,
  root = process.cwd(),
}: {
  dist: string
  cache: string
  mode: 'mock' | 'live'
  root?: string
}): void {
  const target = resolve(root, dist)
  const fromTarget = relative(target, resolve(root))
  if (!fromTarget.startsWith('..') || existsSync(join(target, 'package.json'))) {
    throw new Error(`Refusing to empty ${target}: it holds the project, not a build`)
  }
  mkdirSync(target, { recursive: true })
  for (const entry of readdirSync(target)) {
    rmSync(join(target, entry), { recursive: true, force: true })
  }
  rmSync(resolve(root, cache), { recursive: true, force: true })
  if (mode === 'mock') copyWorker(target)
}

/** Puts msw's service worker into a demo build's folder. */
export function copyWorker(dist: string): void {
  const require = createRequire(import.meta.url)
  copyFileSync(require.resolve('msw/mockServiceWorker.js'), join(dist, WORKER_FILE))
}
