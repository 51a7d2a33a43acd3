import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEMO_WORKER_FILE, MANIFEST_FILE } from '../mocks/offline'
import { parseConfig } from '../src/settings'
import { WORKER_FILE } from './build-dir'
import { HEADERS_FILE } from './csp'
import { buildVersion, precacheList, writeDemoWorker, writeManifest } from './offline'

/** A demo build's folder as Parcel and the seed step leave it. */
function demoBuild() {
  const dist = mkdtempSync(join(tmpdir(), 'offline-test-'))
  mkdirSync(join(dist, 'demo-data', 'pictures'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), '<!doctype html>')
  writeFileSync(join(dist, '200.html'), '<!doctype html>')
  writeFileSync(join(dist, 'main.1a2b3c4d.js'), 'app')
  writeFileSync(join(dist, 'main.1a2b3c4d.js.map'), '{}')
  writeFileSync(join(dist, 'manrope.5e6f7a8b.woff2'), 'font')
  writeFileSync(join(dist, 'demo-data', 'fleet.json'), '[]')
  writeFileSync(join(dist, 'demo-data', 'pictures', 'car.svg'), '<svg/>')
  writeFileSync(join(dist, WORKER_FILE), '/* msw */')
  writeFileSync(join(dist, HEADERS_FILE), '/*\n  Content-Security-Policy: default-src self\n')
  return dist
}

const config = parseConfig({ API_MODE: 'mock', SITE_NAME: 'Autovia' })

/** The list and version the written worker carries. */
function writtenWorker(dist: string) {
  const text = readFileSync(join(dist, DEMO_WORKER_FILE), 'utf8')
  return {
    version: /^const VERSION = "(.*)"$/m.exec(text)?.[1],
    files: JSON.parse(/^const FILES = (.*)$/m.exec(text)?.[1] ?? 'null') as string[],
    text,
  }
}

describe("the demo's offline files", () => {
  it('lists every file of the build with the manifest and icons, but not the workers, source maps or the headers file for the host', () => {
    const dist = demoBuild()
    writeManifest(dist, config)
    writeDemoWorker(dist)
    expect(writtenWorker(dist).files).toEqual([
      '200.html',
      'demo-data/fleet.json',
      'demo-data/pictures/car.svg',
      'icons/icon-192.png',
      'icons/icon-512.png',
      'icons/icon-maskable-512.png',
      'index.html',
      'main.1a2b3c4d.js',
      MANIFEST_FILE,
      'manrope.5e6f7a8b.woff2',
    ])
    expect(writtenWorker(dist).text).toContain("importScripts('mockServiceWorker.js')")
  })

  it('gives a new worker when any listed file changes, and the same one when nothing does', () => {
    const dist = demoBuild()
    writeDemoWorker(dist)
    const first = writtenWorker(dist)
    writeDemoWorker(dist)
    expect(writtenWorker(dist).text).toBe(first.text)
    writeFileSync(join(dist, '200.html'), '<!doctype html><title>next build</title>')
    writeDemoWorker(dist)
    expect(writtenWorker(dist).version).not.toBe(first.version)
    expect(buildVersion(dist, precacheList(dist))).toBe(writtenWorker(dist).version)
  })

  it("writes a manifest the demo installs from, relative to the demo's own path", () => {
    const dist = demoBuild()
    writeManifest(dist, config)
    const manifest = JSON.parse(readFileSync(join(dist, MANIFEST_FILE), 'utf8'))
    expect(manifest).toMatchObject({ short_name: 'Autovia', start_url: './', scope: './' })
    expect(manifest.display).toBe('standalone')
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes)
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']))
  })

  it("gives the dev server a worker that stores nothing, so msw's worker answers as before", () => {
    const dist = demoBuild()
    writeDemoWorker(dist, { dev: true })
    expect(writtenWorker(dist).files).toEqual([])
  })
})
