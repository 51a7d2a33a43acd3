// The page's theme set in <head> before the first paint, from the same code the app follows it with (src/ui/theme/color-theme.ts).
import { fileURLToPath } from 'node:url'
import { inlineScript, MARK } from './index-html'

const THEME_DIR = fileURLToPath(new URL('../src/ui/theme', import.meta.url))
let script: string | undefined

/** The inline script's text; its hash goes into every page's policy. */
export function themeScript(): string {
  script ??= inlineScript(THEME_DIR, 'color-theme', 'applyTheme')
  return script
}

export const themeScriptTag = (text: string) => `<script ${MARK}>${text}</script>`
