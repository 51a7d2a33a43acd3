/** Splits PrimeReact's theme into one stylesheet per component, so a page loads only the parts it uses; made from the installed package before every build and test run, never committed. */

import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { runAsScript } from './entry'

export const THEME = 'primereact/resources/themes/lara-light-amber/theme.css'
/** Its dark twin: only what differs from the light theme is kept, for `<html data-theme="dark">`. */
export const DARK_THEME = 'primereact/resources/themes/lara-dark-amber/theme.css'
export const DARK_ROOT = ':root[data-theme="dark"]'
export const DARK_SCOPE = `:where(${DARK_ROOT})`
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

/** Splits at `separator` outside brackets, quotes and parentheses (`:not(a, b)`, `url(a;b)`). */
function splitOutside(text: string, separator: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quote = ''
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quote) {
      if (c === quote) quote = ''
    } else if (c === '"' || c === "'") quote = c
    else if (c === '(' || c === '[') depth++
    else if (c === ')' || c === ']') depth--
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i))
      start = i + 1
    }
  }
  parts.push(text.slice(start))
  return parts.map((part) => part.trim()).filter(Boolean)
}

/** A rule's selectors scoped to the dark theme at its light rule's weight (`:where`); `:root` becomes the dark root. */
export function darkSelector(prelude: string): string {
  return splitOutside(prelude, ',')
    .map((selector) =>
      selector.startsWith(':root')
        ? `${DARK_ROOT}${selector.slice(5)}`
        : `${DARK_SCOPE} ${selector}`,
    )
    .join(', ')
}

/** Rules and @media blocks of a theme, its cascade layer opened, without fonts and keyframes. */
function themeRules(css: string): Array<[string, string]> {
  return topLevelBlocks(css)
    .flatMap(([prelude, body]) =>
      prelude.startsWith('@layer') ? topLevelBlocks(body) : [[prelude, body] as [string, string]],
    )
    .filter(([prelude]) => !/^@(font-face|keyframes)/.test(prelude))
}

/** The dark theme as overrides: per rule, the declarations whose values differ, under `:root[data-theme="dark"]`. */
export function darkOverrides(light: string, dark: string): Array<[string, string]> {
  const lightRules = new Map<string, Array<Map<string, string>>>()
  const declarations = (body: string) =>
    new Map(
      splitOutside(body, ';').map((d) => {
        const colon = d.indexOf(':')
        return [d.slice(0, colon).trim(), d.slice(colon + 1).trim()] as [string, string]
      }),
    )
  const overrides: Array<[string, string]> = []
  const walk = (rules: Array<[string, string]>, into: Array<[string, string]>, scope: string) => {
    for (const [prelude, body] of rules) {
      if (prelude.startsWith('@media')) {
        const inner: Array<[string, string]> = []
        walk(topLevelBlocks(body), inner, `${scope}${prelude}`)
        if (inner.length) {
          into.push([prelude, inner.map(([p, b]) => `${p} {${b}}`).join('\n')])
        }
        continue
      }
      // The light rule of the same selectors, taken in order where a selector repeats.
      const key = `${scope}|${prelude}`
      const before = lightRules.get(key)?.shift() ?? new Map<string, string>()
      const all = [...declarations(body)]
      const differs = all.filter(([name, value]) => before.get(name) !== value).map(([n]) => n)
      // A changed shorthand (`border`) resets its longhands (`border-width`): those come again.
      const changed = all.filter(([name]) =>
        differs.some((d) => name === d || name.startsWith(`${d}-`)),
      )
      if (changed.length) {
        into.push([darkSelector(prelude), ` ${changed.map(([n, v]) => `${n}: ${v}`).join('; ')}; `])
      }
    }
  }
  const index = (rules: Array<[string, string]>, scope: string) => {
    for (const [prelude, body] of rules) {
      if (prelude.startsWith('@media')) index(topLevelBlocks(body), `${scope}${prelude}`)
      else {
        const key = `${scope}|${prelude}`
        lightRules.set(key, [...(lightRules.get(key) ?? []), declarations(body)])
      }
    }
  }
  index(themeRules(light), '')
  walk(themeRules(dark), overrides, '')
  return overrides
}

/** Theme text → stylesheet text per component, each inside the `primereact` cascade layer. */
export function splitTheme(css: string, dark?: string): Map<string, string> {
  const parts = new Map<string, string[]>()
  const add = (name: string, rule: string) => parts.set(name, [...(parts.get(name) ?? []), rule])
  // The dark overrides follow their component's light rules, so they win at equal weight too.
  const darkRules = dark ? darkOverrides(css, dark) : []
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
  for (const [prelude, body] of darkRules) {
    const probe = prelude.startsWith('@') ? prelude : prelude.replaceAll(DARK_SCOPE, '')
    add(componentOf(probe, body), `${prelude} {${body}}`)
  }
  const out = new Map<string, string>()
  for (const [name, rules] of parts) {
    out.set(
      name,
      `/* Generated from ${THEME}${dark ? ` and ${DARK_THEME}` : ''} by scripts/prime-theme.ts. */\n@layer primereact {\n${rules.join('\n')}\n}\n`,
    )
  }
  return out
}

/** Writes every part into `dir` (replacing what was there); returns the part names. */
export function writePrimeTheme(dir = PRIME_THEME_DIR): string[] {
  const require = createRequire(import.meta.url)
  const read = (theme: string) => readFileSync(require.resolve(theme), 'utf8')
  const parts = splitTheme(read(THEME), read(DARK_THEME))
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  for (const [name, css] of parts) writeFileSync(join(dir, `${name}.css`), css)
  return [...parts.keys()].sort()
}

runAsScript(import.meta.url, () =>
  console.log(`PrimeReact theme parts: ${writePrimeTheme().join(', ')}`),
)
