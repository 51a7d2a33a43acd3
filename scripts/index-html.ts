import { buildSync } from 'esbuild'
// A build tag carries a mark, so a later build (Parcel may leave a page in place) replaces it.
export const MARK = 'data-build-tag'
/** A build tag: an element without content, or a script with its text. */
const MARKED = new RegExp(
  `<script[^>]*\\s${MARK}[^>]*>[\\s\\S]*?</script>|<[^>]*\\s${MARK}[^>]*>`,
  'g',
)

/** One function of a module in `dir`, bundled with what it imports into an inline script that calls it. */
export function inlineScript(dir: string, module: string, call: string): string {
  const text = buildSync({
    stdin: { contents: `import { ${call} } from './${module}'\n${call}()`, resolveDir: dir },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    legalComments: 'none',
    write: false,
  }).outputFiles[0]?.text.trim()
  if (!text) throw new Error(`esbuild made nothing of ${module}'s ${call}`)
  if (/<\/script/i.test(text)) throw new Error(`${module}'s ${call} contains </script`)
  return text
}

export const attribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

/** The policy as a meta tag; first in the page, it governs everything after it. */
export const policyTag = (policy: string) =>
  `<meta http-equiv="Content-Security-Policy" content="${attribute(policy)}" ${MARK}>`

/** Parcel's list of the site's files (where each bundle's id is downloaded from), as Parcel or an earlier build wrote it. */
const IMPORT_MAP = /<script type="?importmap"?[^>]*>([\s\S]*?)<\/script>/i

/** `page` without its import map, and the map's text: Parcel writes the map first in the page, before the character set, and the build puts it back behind the policy that allows it. */
export function takeImportMap(page: string): { page: string; importMap: string | null } {
  const found = IMPORT_MAP.exec(page)
  if (!found) return { page, importMap: null }
  return { page: page.replace(found[0], ''), importMap: found[1] ?? '' }
}

export const importMapTag = (text: string) => `<script type="importmap" ${MARK}>${text}</script>`

/** The fleet asked for while the scripts download; the app's anonymous request reuses it. */
export const fleetPreloadTag = (apiUrl: string) =>
  `<link rel="preload" as="fetch" href="${attribute(`${apiUrl}/car/visitors/all`)}" crossorigin="anonymous" ${MARK}>`

/**
 * The page with `tags` (in order) right after its <html> tag, earlier build tags gone; after its
 * character set when it has one, as a browser looks for that in the page's first 1024 bytes.
 */
export function withBuildTags(page: string, tags: readonly string[]): string {
  const html = page.replace(MARKED, '')
  const start = /<meta charset[^>]*>/i.exec(html) ?? /<html[^>]*>/i.exec(html)
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

/** Where #root, the loading screen at its start, and #root's end stand in `page`. */
export function rootWithLoadingScreen(page: string) {
  const root = ROOT.exec(page)
  if (!root) throw new Error('the page has no <div id="root">')
  const open = root.index + root[0].length
  const boot = BOOT.exec(page.slice(open))
  if (!boot) throw new Error('the page has no loading screen at the start of #root')
  const bootEnd = open + boot[0].length
  const close = /^\s*<\/div>/.exec(page.slice(bootEnd))
  return { start: root.index, bootEnd, end: close ? bootEnd + close[0].length : null }
}

/** The page with `markup` in place of #root's loading screen, painted before any script runs. */
export function withFirstScreen(page: string, markup: string): string {
  const { start, bootEnd } = rootWithLoadingScreen(page)
  return `${page.slice(0, start)}<div id="root" data-first-screen>${markup}${page.slice(bootEnd)}`
}
