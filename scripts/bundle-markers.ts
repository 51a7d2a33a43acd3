import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DEMO_WORKER_FILE, MANIFEST_FILE } from '../mocks/offline'
import { WORKER_FILE } from './build-dir'
import { ICONS } from './offline'

/** Strings that only the mock libraries, our mocks/ folder and the demo's pages contain. */
const MARKERS = [
  'mockServiceWorker',
  'setupWorker',
  '[MSW]',
  'msw/browser',
  '@msw/data',
  'faker',
  'Faker',
  'autovia-mock-db',
  DEMO_WORKER_FILE,
  'rel="manifest"',
]

/** Files only a demo build has: the service workers, the web app manifest and its icons. */
const DEMO_ONLY_FILES = [WORKER_FILE, DEMO_WORKER_FILE, MANIFEST_FILE, ...ICONS.map((i) => i.src)]

/** `file: marker` for every mock marker or demo-only file found in a built site: a live build must have none. */
export function findMarkers(dir: string): string[] {
  const hits = DEMO_ONLY_FILES.filter((file) => existsSync(join(dir, file))).map(
    (file) => `${join(dir, file)}: a demo-only file`,
  )
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(js|html|css|json|webmanifest)$/.test(entry.name)) continue
    const path = join(entry.parentPath, entry.name)
    const text = readFileSync(path, 'utf8')
    for (const marker of MARKERS) if (text.includes(marker)) hits.push(`${path}: ${marker}`)
  }
  return hits
}
