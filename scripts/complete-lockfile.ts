/** Records the other platforms' optional packages npm left out of package-lock.json, since `npm ci` refuses a lock without them (README). npx tsx scripts/complete-lockfile.ts */

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
