/** Where the source names a message, for the catalog check (scripts/i18n.ts) and the build's core ids (scripts/core-ids-transformer.ts). It imports TypeScript only, so Parcel can load it. */

import ts from 'typescript'

/** What scripts/i18n.ts writes for the build's transformer: the first download's files that show messages, and each of those messages' id. */
export interface CoreIds {
  files: string[]
  ids: Record<string, string>
}

/** Where scripts/i18n.ts writes the core ids, from the project's root (with the compiled catalogs, never committed). */
export const CORE_IDS_PATH = 'src/i18n/compiled/core-ids.json'

/** Set for Parcel when a build names the first download's messages by place (scripts/parcel.ts): the transformer and the page's runtime (src/i18n/i18n.ts) read it. */
export const CORE_BY_PLACE_ENV = 'I18N_CORE_BY_PLACE'

/** Calls whose first argument is a message: `t('…')` shows one, `msg('…')` marks one shown later. */
const MESSAGE_CALLS = new Set(['t', 'msg'])

export const literalText = (node: ts.Node | undefined): string | undefined =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    ? node.text
    : undefined

/** The literal a `t('…')` or `msg('…')` call names its message with, if `node` is one. */
export function messageLiteral(node: ts.Node): ts.StringLiteralLike | undefined {
  if (
    !ts.isCallExpression(node) ||
    !ts.isIdentifier(node.expression) ||
    !MESSAGE_CALLS.has(node.expression.text)
  )
    return undefined
  const first = node.arguments[0]
  return first && literalText(first) !== undefined ? (first as ts.StringLiteralLike) : undefined
}

/** A source file's syntax tree, with the nodes' parents (its kind, TS or TSX, by its name). */
export const parseSource = (file: string, code: string) =>
  ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true)
