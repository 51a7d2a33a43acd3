/**
 * A built page names the first download's messages by their place in the core catalogs instead of
 * their English words, so a visitor in Spanish or Turkish does not download the English as well
 * (docs/decisions/0019-core-message-ids.md). Only a build that says so (`I18N_CORE_BY_PLACE`,
 * scripts/parcel.ts) is changed; the dev server, tests and the first screens' rendering keep the
 * English ids.
 */

import { join, relative } from 'node:path'
import { Transformer } from '@parcel/plugin'
import type ts from 'typescript'
import {
  CORE_BY_PLACE_ENV,
  CORE_IDS_PATH,
  type CoreIds,
  messageLiteral,
  parseSource,
} from './message-calls'

/** `code` with the literal of each `t('…')` and `msg('…')` that names a core message replaced by that message's id. */
export function withCoreIds(
  file: string,
  code: string,
  ids: Readonly<Record<string, string>>,
): string {
  const edits: Array<{ start: number; end: number; id: string }> = []
  const visit = (node: ts.Node): void => {
    const literal = messageLiteral(node)
    const id = literal && Object.hasOwn(ids, literal.text) ? ids[literal.text] : undefined
    if (literal && id !== undefined) edits.push({ start: literal.getStart(), end: literal.end, id })
    node.forEachChild(visit)
  }
  visit(parseSource(file, code))
  let out = code
  for (const { start, end, id } of edits.reverse())
    out = `${out.slice(0, start)}${JSON.stringify(id)}${out.slice(end)}`
  return out
}

export default new Transformer<CoreIds | null>({
  async loadConfig({ config, options }) {
    config.invalidateOnEnvChange(CORE_BY_PLACE_ENV)
    if (!options.env[CORE_BY_PLACE_ENV]) return null
    const path = join(options.projectRoot, CORE_IDS_PATH)
    config.invalidateOnFileChange(path)
    return JSON.parse(await options.inputFS.readFile(path, 'utf8')) as CoreIds
  },
  async transform({ asset, config, options }) {
    const file = relative(options.projectRoot, asset.filePath).replaceAll('\\', '/')
    if (config?.files.includes(file))
      asset.setCode(withCoreIds(file, await asset.getCode(), config.ids))
    return [asset]
  },
})
