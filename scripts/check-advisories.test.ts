import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const run = (...args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/check-advisories.ts', ...args], {
    encoding: 'utf8',
    stdio: 'pipe',
  })

describe('check-advisories', () => {
  it('passes on the committed lock file and says what it watched', () => {
    expect(run()).toMatch(
      /advisories: \d+ installed copies of \d+ watched packages, none vulnerable/,
    )
  })

  it('fails on a lock with a vulnerable xlsx, and judges only the same release line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'advisories-'))
    const lock = join(dir, 'package-lock.json')
    writeFileSync(
      lock,
      JSON.stringify({
        packages: {
          'node_modules/xlsx': { version: '0.18.5' },
          'node_modules/semver': { version: '6.3.1' },
        },
      }),
    )
    let failure = ''
    try {
      run(lock)
    } catch (error) {
      failure = String((error as { stderr?: string }).stderr)
    }
    expect(failure).toContain('node_modules/xlsx 0.18.5 < 0.20.2')
    expect(failure).not.toContain('semver')
  })
})
