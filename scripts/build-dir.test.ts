import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { prepareBuildDir, WORKER_FILE } from './build-dir'

/** A project folder whose dist/ and cache hold what a demo build left there. */
function afterDemoBuild() {
  const root = mkdtempSync(join(tmpdir(), 'build-dir-test-'))
  writeFileSync(join(root, 'package.json'), '{}')
  mkdirSync(join(root, 'dist', 'assets'), { recursive: true })
  writeFileSync(join(root, 'dist', WORKER_FILE), '/* msw */')
  writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html>')
  writeFileSync(join(root, 'dist', 'demo.1a2b3c.js'), 'old bundle')
  writeFileSync(join(root, 'dist', 'assets', 'car.svg'), '<svg/>')
  mkdirSync(join(root, '.parcel-cache'))
  writeFileSync(join(root, '.parcel-cache', 'data'), 'cached')
  return root
}

describe('prepareBuildDir', () => {
  it('empties dist/ and the cache before a live build: nothing of the demo is left', () => {
    const root = afterDemoBuild()
    prepareBuildDir({ dist: 'dist', cache: '.parcel-cache', mode: 'live', root })
    expect(readdirSync(join(root, 'dist'))).toEqual([])
    expect(existsSync(join(root, '.parcel-cache'))).toBe(false)
    expect(existsSync(join(root, 'package.json'))).toBe(true)
  })

  it("leaves a demo build's folder with the service worker alone", () => {
    const root = afterDemoBuild()
    prepareBuildDir({ dist: 'dist', cache: '.parcel-cache', mode: 'mock', root })
    expect(readdirSync(join(root, 'dist'))).toEqual([WORKER_FILE])
  })

  it('makes a folder that is not there yet', () => {
    const root = afterDemoBuild()
    prepareBuildDir({ dist: 'out/site', cache: '.cache', mode: 'live', root })
    expect(readdirSync(join(root, 'out', 'site'))).toEqual([])
  })

  it('refuses to empty the project or a folder above it', () => {
    const root = afterDemoBuild()
    for (const dist of ['.', '..', '/']) {
      expect(() => prepareBuildDir({ dist, cache: '.parcel-cache', mode: 'live', root })).toThrow(
        /Refusing to empty/,
      )
    }
    expect(existsSync(join(root, 'package.json'))).toBe(true)
    expect(readdirSync(join(root, 'dist')).length).toBeGreaterThan(1)
  })
})
