/**
 * Records in package-lock.json the platform-specific optional packages that `npm install`
 * left out (other systems' builds of biome, swc, lightningcss, parcel's watcher, ...).
 *
 * Why: the registry reachable here does not serve every platform's build, so npm 11 skips
 * those optional packages when it writes the lock, yet `npm ci` then refuses that very lock
 * ("Missing: @biomejs/cli-darwin-arm64@ from lock file"). An entry naming the version is
 * enough for `npm ci`, which still installs only the build that fits the machine. Later
 * `npm install` runs keep the entries. Run after changing dependencies:
 *   npx tsx scripts/complete-lockfile.ts
 */

import { readFileSync, writeFileSync } from 'node:fs'
import { runAsScript } from './entry'

interface LockEntry {
  version?: string
  dev?: boolean
  optional?: boolean
  optionalDependencies?: Record<string, string>
}

function main(): void {
  const LOCK = 'package-lock.json'
  const lock = JSON.parse(readFileSync(LOCK, 'utf8')) as { packages: Record<string, LockEntry> }
  const { packages } = lock

  const added: string[] = []
  for (const [path, entry] of Object.entries(packages)) {
    for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
      // npm looks for a dependency next to its parent first, then at the top level.
      if (packages[`${path}/node_modules/${name}`] || packages[`node_modules/${name}`]) continue
      const version = range.replace(/^[\^~=v]+/, '')
      packages[`node_modules/${name}`] = {
        version,
        ...(entry.dev ? { dev: true } : {}),
        optional: true,
      }
      added.push(`${name}@${version}`)
    }
  }

  if (added.length) {
    const [root, ...rest] = Object.entries(packages)
    lock.packages = Object.fromEntries([root!, ...rest.sort(([a], [b]) => a.localeCompare(b))])
    writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`)
  }
  console.log(
    `${added.length} optional package(s) recorded in ${LOCK}${added.length ? `: ${added.join(', ')}` : ''}`,
  )
}

runAsScript(import.meta.url, main)
