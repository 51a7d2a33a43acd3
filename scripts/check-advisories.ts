/** `npm audit` cannot reach its service from every machine, so the lock is checked here against known-vulnerable versions; only an entry's own major line is judged, as older lines have fixes. tsx scripts/check-advisories.ts */

import { readFileSync } from 'node:fs'
import { runAsScript } from './entry'

const ADVISORIES: Array<{ name: string; fixedIn: string; advisory: string }> = [
  {
    name: 'xlsx',
    fixedIn: '0.20.2',
    advisory: 'SheetJS prototype pollution and ReDoS (CVE-2023-30533, CVE-2024-22363)',
  },
  {
    name: 'path-to-regexp',
    fixedIn: '6.3.0',
    advisory: 'ReDoS with backtracking groups (CVE-2024-45296)',
  },
  {
    name: 'cookie',
    fixedIn: '0.7.0',
    advisory: 'out-of-bounds characters in names and paths (CVE-2024-47764)',
  },
  { name: 'cross-spawn', fixedIn: '7.0.5', advisory: 'ReDoS (CVE-2024-21538)' },
  {
    name: 'nanoid',
    fixedIn: '3.3.8',
    advisory: 'predictable ids with non-integer sizes (CVE-2024-55565)',
  },
  { name: 'ws', fixedIn: '8.17.1', advisory: 'DoS with many HTTP headers (CVE-2024-37890)' },
  {
    name: 'express',
    fixedIn: '4.20.0',
    advisory: 'open redirect and XSS in res.redirect (CVE-2024-43796)',
  },
  { name: 'send', fixedIn: '0.19.0', advisory: 'template injection XSS (CVE-2024-43799)' },
  { name: 'serve-static', fixedIn: '1.16.0', advisory: 'template injection XSS (CVE-2024-43800)' },
  { name: 'body-parser', fixedIn: '1.20.3', advisory: 'DoS with url encoding (CVE-2024-45590)' },
  {
    name: 'braces',
    fixedIn: '3.0.3',
    advisory: 'uncontrolled resource consumption (CVE-2024-4068)',
  },
  { name: 'micromatch', fixedIn: '4.0.8', advisory: 'ReDoS (CVE-2024-4067)' },
  { name: 'semver', fixedIn: '7.5.2', advisory: 'ReDoS (CVE-2022-25883)' },
  { name: 'tough-cookie', fixedIn: '4.1.3', advisory: 'prototype pollution (CVE-2023-26136)' },
]

const parse = (v: string) =>
  v
    .split(/[.+-]/)
    .slice(0, 3)
    .map((n) => Number.parseInt(n, 10) || 0)
function below(version: string, fixed: string): boolean {
  const [a, b] = [parse(version), parse(fixed)]
  if (a[0] !== b[0]) return false
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) < (b[i] ?? 0)
  return false
}

function main(): void {
  const lockPath = process.argv[2] ?? 'package-lock.json'
  const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as {
    packages: Record<string, { version?: string; name?: string }>
  }
  const found: string[] = []
  let checked = 0
  for (const [path, entry] of Object.entries(lock.packages)) {
    const name = entry.name ?? path.split('node_modules/').pop() ?? ''
    const installedAs = path.split('node_modules/').pop() ?? ''
    const advisory = ADVISORIES.find((a) => a.name === installedAs || a.name === name)
    if (!advisory || !entry.version) continue
    checked += 1
    if (below(entry.version, advisory.fixedIn)) {
      found.push(`${path} ${entry.version} < ${advisory.fixedIn}: ${advisory.advisory}`)
    }
  }
  if (found.length) {
    console.error(`Known-vulnerable versions in ${lockPath}:\n  ${found.join('\n  ')}`)
    process.exit(1)
  }
  console.log(
    `advisories: ${checked} installed copies of ${ADVISORIES.length} watched packages, none vulnerable`,
  )
}

runAsScript(import.meta.url, main)
