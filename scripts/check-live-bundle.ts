/**
 * Builds the live site and fails when any code of the embedded backend (msw, @msw/data,
 * faker, the mock handlers) made it into the output: a live build must not ship the mock.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

// Strings that only the mock libraries and our mocks/ folder contain.
const MARKERS = [
  'mockServiceWorker',
  'setupWorker',
  '[MSW]',
  'msw/browser',
  '@msw/data',
  'faker',
  'Faker',
  'autovia-mock-db',
]

export function findMarkers(dir: string): string[] {
  const hits: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(js|html|css|json)$/.test(entry.name)) continue
    const path = join(entry.parentPath, entry.name)
    const text = readFileSync(path, 'utf8')
    for (const marker of MARKERS) if (text.includes(marker)) hits.push(`${path}: ${marker}`)
  }
  return hits
}

const dist = '.e2e/live-bundle-check'
rmSync(dist, { recursive: true, force: true })
execFileSync(
  'npx',
  [
    'tsx',
    'scripts/parcel.ts',
    'build',
    '--mode',
    'live',
    '--dist',
    dist,
    '--cache',
    '.e2e/live-bundle-cache',
  ],
  {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, API_MODE: 'live', API_URL: 'https://api.example.com/car-rental/api' },
  },
)
const hits = findMarkers(dist)
if (hits.length) {
  console.error(`The live build contains mock code:\n${hits.join('\n')}`)
  process.exit(1)
}
const files = readdirSync(dist).filter((f) => f.endsWith('.js'))
console.log(`live bundle check: ${files.length} scripts, no mock code found`)
