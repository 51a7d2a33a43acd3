// The page's theme set in <head> before the first paint, from the same code the app follows it with (src/ui/theme/color-theme.ts).
import { fileURLToPath } from 'node:url'
import { buildSync } from 'esbuild'
import { MARK } from './index-html'

const THEME_DIR = fileURLToPath(new URL('../src/ui/theme', import.meta.url))
let script: string | undefined

/** The inline script's text; its hash goes into every page's policy. */
export function themeScript(): string {
  script ??= buildSync({
    stdin: {
      contents: "import { applyTheme } from './color-theme'\napplyTheme()",
      resolveDir: THEME_DIR,
    },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    legalComments: 'none',
    write: false,
  }).outputFiles[0]?.text.trim()
  if (!script) throw new Error('esbuild made nothing of the theme script')
  return script
}

export const themeScriptTag = (text: string) => `<script ${MARK}>${text}</script>`
