import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const repo = resolve(import.meta.dirname, '..')
const { scripts } = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>
}

/** A project folder with the repository's `preview` script, its code and a built site. */
function projectWithSite(): string {
  const root = mkdtempSync(join(tmpdir(), 'preview-test-'))
  writeFileSync(
    join(root, 'package.json'),
    JSON.stringify({ name: 'preview-test', type: 'module', scripts: { preview: scripts.preview } }),
  )
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'))
  symlinkSync(join(repo, 'scripts'), join(root, 'scripts'))
  symlinkSync(join(repo, 'src'), join(root, 'src'))
  mkdirSync(join(root, 'dist'))
  writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html><title>site</title>')
  return root
}

const running: ChildProcess[] = []
afterEach(() => {
  // Whatever a failed test left: the whole group it started.
  for (const child of running.splice(0)) {
    try {
      process.kill(-child.pid!, 'SIGKILL')
    } catch {
      // Gone already.
    }
  }
})

/** `npm run preview` in its own process group; resolves with npm's process and the address. */
async function startPreview(root: string): Promise<{ npm: ChildProcess; url: string }> {
  const npm = spawn('npm', ['run', 'preview', '--', '--port', '0'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.push(npm)
  const url = await new Promise<string>((found, fail) => {
    let output = ''
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Serving .* at (http:\/\/\S+)/.exec(output)
      if (match) found(match[1]!)
    }
    npm.stdout!.on('data', read)
    npm.stderr!.on('data', read)
    npm.on('exit', () => fail(new Error(`npm run preview ended first:\n${output}`)))
  })
  return { npm, url }
}

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.status,
    () => 'refused' as const,
  )

describe('npm run preview', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`stops listening when npm alone is sent ${signal}`, { timeout: 60_000 }, async () => {
      const root = projectWithSite()
      const { npm, url } = await startPreview(root)
      expect(await answers(url)).toBe(200)
      const ended = new Promise((done) => npm.on('exit', done))
      process.kill(npm.pid!, signal)
      await ended
      await expect.poll(() => answers(url), { timeout: 5_000 }).toBe('refused')
    })
  }
})
