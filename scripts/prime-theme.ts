/** Splits PrimeReact's theme into one stylesheet per component, so a page loads only the parts it uses; made from the installed package before every build and test run, never committed. */

import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { runAsScript } from './entry'

export const THEME = 'primereact/resources/themes/lara-light-amber/theme.css'
export const PRIME_THEME_DIR = 'src/ui/theme/prime'

/** Rules that belong to no component: the theme's base that every component needs. */
const BASE_WORDS = new Set(['component', 'disabled', 'error', 'text', 'link', 'fluid', 'hidden'])

/** Top-level blocks of a stylesheet: `[prelude, body]` pairs, comments removed. */
export function topLevelBlocks(css: string): Array<[string, string]> {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '')
  const blocks: Array<[string, string]> = []
  let depth = 0
  let start = 0
  let bodyStart = 0
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (c === '{') {
      if (depth === 0) bodyStart = i
      depth++
    } else if (c === '}') {
      depth--
      if (depth === 0) {
        blocks.push([text.slice(start, bodyStart).trim(), text.slice(bodyStart + 1, i)])
        start = i + 1
      }
    }
  }
  return blocks
}

/** The component a rule styles: the first word of its first `.p-…` class (`p-datatable-header` → datatable). */
export function componentOf(prelude: string, body: string): string {
  const probe = prelude.startsWith('@') ? (topLevelBlocks(body)[0]?.[0] ?? '') : prelude
  const word = probe.match(/\.p-([a-z]+)/)?.[1]
  return !word || BASE_WORDS.has(word) ? 'base' : word
}

/** Theme text → stylesheet text per component, each inside the `primereact` cascade layer. */
export function splitTheme(css: string): Map<string, string> {
  const parts = new Map<string, string[]>()
  const add = (name: string, rule: string) => parts.set(name, [...(parts.get(name) ?? []), rule])
  for (const [prelude, body] of topLevelBlocks(css)) {
    // The theme's own font stays out: the app has its own.
    if (prelude.startsWith('@font-face')) continue
    if (prelude === ':root') {
      const declarations = body
        .split(';')
        .map((d) => d.trim())
        .filter(
          (d) =>
            d &&
            !/^(font-family|font-feature-settings|font-variation-settings|--font-family|--font-feature-settings)\s*:/.test(
              d,
            ),
        )
      add('base', `:root { ${declarations.join('; ')}; }`)
      continue
    }
    if (prelude.startsWith('@layer')) {
      for (const [inner, innerBody] of topLevelBlocks(body)) {
        add(componentOf(inner, innerBody), `${inner} {${innerBody}}`)
      }
      continue
    }
    add(componentOf(prelude, body), `${prelude} {${body}}`)
  }
  const out = new Map<string, string>()
  for (const [name, rules] of parts) {
    out.set(
      name,
      `/* Generated from ${THEME} by scripts/prime-theme.ts. */\n@layer primereact {\n${rules.join('\n')}\n}\n`,
    )
  }
  return out
}

/** Writes every part into `dir` (replacing what was there); returns the part names. */
export function writePrimeTheme(dir = PRIME_THEME_DIR): string[] {
  const require = createRequire(import.meta.url)
  const parts = splitTheme(readFileSync(require.resolve(THEME), 'utf8'))
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  for (const [name, css] of parts) writeFileSync(join(dir, `${name}.css`), css)
  return [...parts.keys()].sort()
}

runAsScript(import.meta.url, () =>
  console.log(`PrimeReact theme parts: ${writePrimeTheme().join(', ')}`),
)
