import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Strings that only the mock libraries and our mocks/ folder contain. */
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

/** `file: marker` for every mock marker found in a built site: a live build must have none. */
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
