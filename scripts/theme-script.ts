// The page's theme and language set in <head> before the first paint, from the same code the app follows them with (src/app/head-marks.ts).
import { fileURLToPath } from 'node:url'
import { inlineScript, MARK } from './index-html'

const APP_DIR = fileURLToPath(new URL('../src/app', import.meta.url))
let script: string | undefined

/** The inline script's text; its hash goes into every page's policy. */
export function themeScript(): string {
  script ??= inlineScript(APP_DIR, 'head-marks', 'markPage')
  return script
}

export const themeScriptTag = (text: string) => `<script ${MARK}>${text}</script>`
