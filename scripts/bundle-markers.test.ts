import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseConfig } from '../src/settings'
import { findMarkers } from './bundle-markers'
import { manifestTag, writeDemoWorker, writeManifest } from './offline'

function liveBuild() {
  const dist = mkdtempSync(join(tmpdir(), 'markers-test-'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head></html>')
  writeFileSync(join(dist, 'main.1a2b3c4d.js'), 'render(app)')
  return dist
}

describe('findMarkers', () => {
  it('finds nothing in a live build', () => {
    expect(findMarkers(liveBuild())).toEqual([])
  })

  it("finds the demo's worker, manifest, icons and manifest link", () => {
    const dist = liveBuild()
    writeManifest(dist, parseConfig({ API_MODE: 'mock' }))
    writeDemoWorker(dist)
    writeFileSync(join(dist, '200.html'), `<html>${manifestTag('/')}</html>`)
    const hits = findMarkers(dist).map((hit) => hit.slice(dist.length + 1))
    expect(hits).toEqual(
      expect.arrayContaining([
        'demo-worker.js: a demo-only file',
        'manifest.webmanifest: a demo-only file',
        'icons/icon-192.png: a demo-only file',
        '200.html: rel="manifest"',
      ]),
    )
  })
})
