/** Catalogs come in parts, so a page downloads the texts of its own feature only (docs/i18n.md). */

export const PARTS = [
  'core',
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

/** The part that holds a source file's messages: its feature's under `src/features`; the domain's and the form fields' in forms; else (app, ui, home) core. */
export function partOf(path: string): Part {
  const file = path.replaceAll('\\', '/')
  if (/(?:^|\/)src\/(domain|ui\/form)\//.test(file)) return FORMS_PART
  const feature = /(?:^|\/)src\/features\/([^/]+)\//.exec(file)?.[1]
  return (PARTS as readonly string[]).includes(feature ?? '') ? (feature as Part) : 'core'
}

/** Where a message of `part` may be translated: its own part, then the parts every page of it has (a feature page always has forms and core). */
export const lookupParts = (part: Part): Part[] =>
  part === 'core'
    ? ['core']
    : part === FORMS_PART
      ? [FORMS_PART, 'core']
      : [part, FORMS_PART, 'core']
