import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { buildSync } from 'esbuild'

/**
 * The scripts a build writes into its pages rather than loading them: each is bundled from
 * src/ and minified here, and allowed by its hash in the Content-Security-Policy (scripts/csp.ts).
 * Their settings come from their element's data attributes, so the text, and the hash, is the
 * same for every build.
 */

const FIRST_SCREEN_ENTRY = fileURLToPath(
  new URL('../src/app/first-screen/first-screen-inline.ts', import.meta.url),
)

let firstScreen: string | undefined

/** The script of 200.html that paints the pages of cars before the app's code has come. */
export function firstScreenScript(): string {
  firstScreen ??= bundle(FIRST_SCREEN_ENTRY)
  return firstScreen
}

function bundle(entry: string): string {
  const { outputFiles } = buildSync({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    legalComments: 'none',
    write: false,
  })
  const text = outputFiles[0]?.text.trim()
  if (!text) throw new Error(`esbuild made nothing of ${entry}`)
  if (/<\/script/i.test(text)) throw new Error(`${entry} cannot be inlined: it contains </script`)
  return text
}

/** The CSP source that allows an inline script with exactly this text. */
export const scriptHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
