import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative, resolve } from 'node:path'

/** The file msw's service worker is served from in a demo build (the `static` folder's copy). */
export const WORKER_FILE = 'mockServiceWorker.js'

/** Empties `dist` and the Parcel cache together: an emptied folder with an old cache would miss chunks. */
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

export function copyWorker(dist: string): void {
  const require = createRequire(import.meta.url)
  copyFileSync(require.resolve('msw/mockServiceWorker.js'), join(dist, WORKER_FILE))
}
