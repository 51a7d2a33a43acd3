/** Catalogs come in parts, so a page downloads the texts of its own feature only (docs/i18n.md). */

export const PARTS = [
  'core',
  'shell',
  'forms',
  'about',
  'account',
  'admin',
  'auth',
  'contact',
  'demo',
  'vehicles',
] as const
export type Part = (typeof PARTS)[number]

/** Every page but the home page downloads it with its own part: the domain's validation messages and the shared form fields are kept off the home page's download. */
export const FORMS_PART = 'forms' satisfies Part

/**
 * The part that holds a source file's messages (scripts/i18n.ts decides it at build time): `core`
 * for the code of the first download (src/main.tsx and its static imports), else its feature's
 * under `src/features`, `forms` for the domain and the form fields, and `shell` for the rest
 * (the app's and the shared parts' code that comes with a later download).
 */
export function partOf(path: string, firstLoad: ReadonlySet<string>): Part {
  const file = path.replaceAll('\\', '/')
  if (firstLoad.has(file)) return 'core'
  if (/(?:^|\/)src\/(domain|ui\/form)\//.test(file)) return FORMS_PART
  const feature = /(?:^|\/)src\/features\/([^/]+)\//.exec(file)?.[1]
  return (PARTS as readonly string[]).includes(feature ?? '') ? (feature as Part) : 'shell'
}

/** Where a message of `part` may be translated: its own part, then the parts downloaded with it. */
export function lookupParts(part: Part): Part[] {
  if (part === 'core') return ['core']
  if (part === 'shell') return ['shell', 'core']
  if (part === FORMS_PART) return [FORMS_PART, 'shell', 'core']
  return [part, FORMS_PART, 'shell', 'core']
}
