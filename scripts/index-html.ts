import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { buildSync } from 'esbuild'

/**
 * The tags a build adds to the top of its index.html (after Parcel has written it): the
 * Content-Security-Policy and, in live builds, the fleet's preload. Each carries a mark, so a
 * later build (Parcel may leave an unchanged page in place) replaces them instead of adding
 * more, whatever their settings were.
 */
const MARK = 'data-build-tag'
/** A build tag: an element without content, or a script with its text. */
const MARKED = new RegExp(
  `<script[^>]*\\s${MARK}[^>]*>[\\s\\S]*?</script>|<[^>]*\\s${MARK}[^>]*>`,
  'g',
)

const attribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

/** The policy as a meta tag; first in the page, it governs everything after it. */
export const policyTag = (policy: string) =>
  `<meta http-equiv="Content-Security-Policy" content="${attribute(policy)}" ${MARK}>`

/**
 * A live build asks for the fleet from the first bytes of the page, while the scripts are
 * still downloading: the app's own request then reuses this one. Same URL and credentials
 * mode as the app's fetch (anonymous: no cookies cross-origin, as the API needs none).
 */
export const fleetPreloadTag = (apiUrl: string) =>
  `<link rel="preload" as="fetch" href="${attribute(`${apiUrl}/car/visitors/all`)}" crossorigin="anonymous" ${MARK}>`

/** The page with `tags` (in order) right after its <html> tag, earlier build tags gone. */
export function withBuildTags(page: string, tags: readonly string[]): string {
  const html = page.replace(MARKED, '')
  const start = /<html[^>]*>/i.exec(html)
  if (!start) throw new Error('index.html has no <html> tag to put the build tags after')
  const at = start.index + start[0].length
  return `${html.slice(0, at)}${tags.join('')}${html.slice(at)}`
}

/** The file a host sends for every address but the home page (the single-page fallback). */
export const FALLBACK_PAGE = '200.html'

const ROOT = /<div id="?root"?>/
const PRERENDERED_ROOT = /<div id="?root"? data-first-screen>/
/** index.html's loading screen: one element without nested divs (src/index.html). */
const BOOT = /^\s*<div class="?boot"?[^>]*>[\s\S]*?<\/div>/

/** Whether `page` already carries a first screen (Parcel may leave an unchanged page in place). */
export const hasFirstScreen = (page: string): boolean => PRERENDERED_ROOT.test(page)

/**
 * Where #root and the loading screen at its start stand in `page` (as src/index.html has
 * them): #root's opening tag, the end of the loading screen, and the end of #root.
 */
function rootWithLoadingScreen(page: string) {
  const root = ROOT.exec(page)
  if (!root) throw new Error('the page has no <div id="root">')
  const open = root.index + root[0].length
  const boot = BOOT.exec(page.slice(open))
  if (!boot) throw new Error('the page has no loading screen at the start of #root')
  const bootEnd = open + boot[0].length
  const close = /^\s*<\/div>/.exec(page.slice(bootEnd))
  return { start: root.index, bootEnd, end: close ? bootEnd + close[0].length : null }
}

/**
 * The page with `markup` painted before any script runs, in place of the loading screen inside
 * #root (which the app's first render replaces); #root says so with `data-first-screen`.
 */
export function withFirstScreen(page: string, markup: string): string {
  const { start, bootEnd } = rootWithLoadingScreen(page)
  return `${page.slice(0, start)}<div id="root" data-first-screen>${markup}${page.slice(bootEnd)}`
}

const FIRST_SCREEN = fileURLToPath(new URL('../src/app/first-screen', import.meta.url))
let firstScreen: string | undefined

/**
 * 200.html's inline script that paints the pages of cars before the app's code has come
 * (src/app/first-screen/first-screen.ts), bundled and minified. Its settings come from its
 * element's attributes, so its text, and its hash in the policy (scripts/csp.ts), is the same
 * for every build.
 */
export function firstScreenScript(): string {
  firstScreen ??= buildSync({
    stdin: {
      contents: "import { runInlineScript } from './first-screen'\nrunInlineScript()",
      resolveDir: FIRST_SCREEN,
    },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    legalComments: 'none',
    write: false,
  }).outputFiles[0]?.text.trim()
  if (!firstScreen) throw new Error('esbuild made nothing of the first screen script')
  if (/<\/script/i.test(firstScreen)) throw new Error('the first screen script contains </script')
  return firstScreen
}

/** The CSP source that allows an inline script with exactly this text. */
export const scriptHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** The route patterns the first screen's script paints (the route table's `firstScreen`). */
export interface FirstScreenRoutes {
  car: string
  list: string
}

/**
 * The first screen's script as a build tag: in <head> after the policy, before the stylesheet,
 * so it runs (and asks for the cars) before anything else has arrived. It reads the API's
 * address, the router's base and the routes' patterns from its own attributes.
 */
export const firstScreenScriptTag = (
  script: string,
  apiUrl: string,
  routerBase: string,
  routes: FirstScreenRoutes,
) =>
  `<script data-first-screen-script data-api="${attribute(apiUrl)}" data-base="${attribute(routerBase)}" data-car="${attribute(routes.car)}" data-list="${attribute(routes.list)}" ${MARK}>${script}</script>`

/** A first screen's template, as a build writes it (the id is the template's own). */
const TEMPLATE = /<template id="?[\w-]+-first-screen"?[^>]*>[\s\S]*?<\/template>/g

/** The page without the first screens' templates of an earlier build (Parcel may leave a page in place). */
export const withoutTemplates = (page: string): string => page.replace(TEMPLATE, '')

/**
 * The page with first screens (markup by template id, scripts/first-screen.tsx, ids ending in
 * `-first-screen`) as templates right after #root, for the first screen's script
 * (firstScreenScriptTag) to show.
 */
export function withTemplates(page: string, templates: Readonly<Record<string, string>>): string {
  const html = withoutTemplates(page)
  const { end } = rootWithLoadingScreen(html)
  if (end === null) throw new Error('the page has no end of #root to put the templates after')
  const written = Object.entries(templates).map(([id, markup]) => {
    if (!/^[\w-]+-first-screen$/.test(id))
      throw new Error(`a template id ends in -first-screen: ${id}`)
    return `<template id="${id}">${markup}</template>`
  })
  return `${html.slice(0, end)}${written.join('')}${html.slice(end)}`
}
