/** Catalogs come in parts, so a page downloads the texts of its own feature only (docs/i18n.md). */

export const PARTS = [
  'core',
  'about',
  'account',
  'admin',
  'auth',
  'contact',
  'demo',
  'vehicles',
] as const
export type Part = (typeof PARTS)[number]

/** The part that holds a source file's messages: its feature's under `src/features`, else (app, ui, domain, home) core. */
export function partOf(path: string): Part {
  const feature = /(?:^|\/)src\/features\/([^/]+)\//.exec(path.replaceAll('\\', '/'))?.[1]
  return (PARTS as readonly string[]).includes(feature ?? '') ? (feature as Part) : 'core'
}
