/** The site's messages: found in the source, checked against the catalogs, compiled to functions per language and part before every build and test run (never committed). tsx scripts/i18n.ts [--check] */

import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import MessageFormat from '@messageformat/core'
import compileModule from '@messageformat/core/lib/compile-module'
import { parse as parseMessage, type Token } from '@messageformat/parser'
import { build } from 'esbuild'
import ts from 'typescript'
import { LOCALES, type Locale, SOURCE_LOCALE } from '../src/i18n/locales'
import { coreId, corePlace, messageKey } from '../src/i18n/message-key'
import { lookupParts, PARTS, type Part, partOf } from '../src/i18n/parts'
import { runAsScript } from './entry'
import {
  CORE_IDS_PATH,
  type CoreIds,
  literalText,
  messageLiteral,
  parseSource,
} from './message-calls'

export const MESSAGES_DIR = 'src/i18n/messages'
export const COMPILED_DIR = 'src/i18n/compiled'
const SOURCE_DIRS = ['src']

/** Attributes a person reads or hears; a literal there must be a message. */
const TEXT_ATTRIBUTES = new Set([
  'alt',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'label',
  'header',
  'emptyMessage',
  'tooltip',
  'acceptLabel',
  'rejectLabel',
  'message',
  'summary',
  'caption',
])
/** Texts that read the same in every language: the brand and symbols. */
const SAME_IN_EVERY_LANGUAGE = new Set(['Autovia'])

export interface Found {
  id: string
  file: string
  line: number
}

const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name)

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && isSource(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.includes(`${COMPILED_DIR}`))
}

const parse = (file: string) => parseSource(file, readFileSync(file, 'utf8'))

/** The line a node's text starts on (a JSX text's first word, past its leading white space). */
function lineOf(node: ts.Node): number {
  const text = ts.isJsxText(node) ? node.text : ''
  const start = node.getStart() + text.length - text.trimStart().length
  return node.getSourceFile().getLineAndCharacterOfPosition(start).line + 1
}

const ENTRY = 'src/main.tsx'

/** The source files of the first download: the entry and what it imports statically, as relative paths (an `import()` starts another download; a type import none). */
export function firstLoadFiles(root = '.'): Set<string> {
  const seen = new Set<string>()
  const resolve = (from: string, specifier: string): string | undefined => {
    if (!specifier.startsWith('.')) return undefined
    const base = join(dirname(from), specifier)
    return [
      base,
      `${base}.ts`,
      `${base}.tsx`,
      join(base, 'index.ts'),
      join(base, 'index.tsx'),
    ].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(join(root, candidate)))
  }
  const visit = (file: string): void => {
    if (seen.has(file)) return
    seen.add(file)
    for (const statement of parse(join(root, file)).statements) {
      const typeOnly =
        (ts.isImportDeclaration(statement) && statement.importClause?.isTypeOnly) ||
        (ts.isExportDeclaration(statement) && statement.isTypeOnly)
      const specifier =
        (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
        statement.moduleSpecifier &&
        ts.isStringLiteral(statement.moduleSpecifier)
          ? statement.moduleSpecifier.text
          : undefined
      const target = specifier && !typeOnly ? resolve(file, specifier) : undefined
      if (target) visit(target)
    }
  }
  if (existsSync(join(root, ENTRY))) visit(ENTRY)
  return seen
}

/** Every message the source shows or marks, with where. */
export function findMessages(root = '.'): Found[] {
  const found: Found[] = []
  for (const file of SOURCE_DIRS.flatMap((dir) => sourceFiles(join(root, dir)))) {
    const path = relative(root, file)
    const visit = (node: ts.Node): void => {
      const literal = messageLiteral(node)
      if (literal) found.push({ id: literal.text, file: path, line: lineOf(node) })
      ts.forEachChild(node, visit)
    }
    visit(parse(file))
  }
  return found
}

const hasWords = (text: string) => /\p{L}/u.test(text)
const readable = (text: string) => {
  const trimmed = text.replace(/\s+/g, ' ').trim()
  return hasWords(trimmed) && !SAME_IN_EVERY_LANGUAGE.has(trimmed) ? trimmed : undefined
}

/** Texts a component shows as written instead of through a message: JSX text, text attributes and strings placed in JSX. */
export function findLiteralTexts(root = '.'): Found[] {
  const found: Found[] = []
  const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(root, dir))).filter((file) =>
    file.endsWith('.tsx'),
  )
  for (const file of files) {
    const path = relative(root, file)
    const report = (text: string | undefined, node: ts.Node) => {
      const shown = text === undefined ? undefined : readable(text)
      if (shown) found.push({ id: shown, file: path, line: lineOf(node) })
    }
    /** A string an expression in JSX evaluates to: itself, or a branch of a condition. */
    const shownStrings = (node: ts.Expression): void => {
      if (ts.isParenthesizedExpression(node)) {
        shownStrings(node.expression)
        return
      }
      if (ts.isConditionalExpression(node)) {
        shownStrings(node.whenTrue)
        shownStrings(node.whenFalse)
        return
      }
      if (ts.isBinaryExpression(node)) {
        if (node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
          shownStrings(node.left)
          shownStrings(node.right)
        } else shownStrings(node.right)
        return
      }
      if (ts.isTemplateExpression(node)) {
        report(node.head.text + node.templateSpans.map((span) => span.literal.text).join(' '), node)
        return
      }
      report(literalText(node), node)
    }
    const visit = (node: ts.Node): void => {
      if (ts.isJsxText(node)) report(node.text, node)
      if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent))
        shownStrings(node.expression)
      if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
        if (ts.isJsxExpression(node.initializer) && node.initializer.expression)
          shownStrings(node.initializer.expression)
        else report(literalText(node.initializer), node)
      }
      ts.forEachChild(node, visit)
    }
    visit(parse(file))
  }
  return found
}

type Catalog = Record<string, string>

/** The catalogs as written: `messages/<locale>/<part>[.<anything>].json`, the files of a part merged. */
export function readCatalogs(root = '.'): Map<Locale, Map<Part, Catalog>> {
  const all = new Map<Locale, Map<Part, Catalog>>()
  for (const locale of LOCALES) {
    if (locale === SOURCE_LOCALE) continue
    const parts = new Map<Part, Catalog>(PARTS.map((part) => [part, {}]))
    const dir = join(root, MESSAGES_DIR, locale)
    for (const name of existsSync(dir) ? readdirSync(dir).sort() : []) {
      const part = name.split('.')[0] as Part
      if (!name.endsWith('.json') || !parts.has(part))
        throw new Error(
          `${dir}/${name}: a catalog file is <part>[.<name>].json, part one of ${PARTS}`,
        )
      Object.assign(parts.get(part) as Catalog, JSON.parse(readFileSync(join(dir, name), 'utf8')))
    }
    all.set(locale, parts)
  }
  return all
}

/** Each English text a language translates in more than one way, with the files: the catalogs of a language are merged on the page, so a text must read the same in every part. */
export function differingTranslations(root = '.'): string[] {
  const problems: string[] = []
  for (const locale of LOCALES) {
    if (locale === SOURCE_LOCALE) continue
    const dir = join(root, MESSAGES_DIR, locale)
    const seen = new Map<string, Map<string, string[]>>()
    for (const name of existsSync(dir) ? readdirSync(dir).sort() : []) {
      const catalog = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Catalog
      for (const [id, text] of Object.entries(catalog)) {
        const ways = seen.get(id) ?? new Map<string, string[]>()
        ways.set(text, [...(ways.get(text) ?? []), name])
        seen.set(id, ways)
      }
    }
    for (const [id, ways] of seen) {
      if (ways.size > 1)
        problems.push(
          `${locale}: "${id}" reads ${[...ways].map(([text, files]) => `"${text}" (${files.join(', ')})`).join(' and ')}`,
        )
    }
  }
  return problems
}

/** The names a message's placeholders use (`{count}`, `{count, plural, …}`), sorted; throws on a message that is no ICU message. */
export function placeholders(message: string): string[] {
  const names = new Set<string>()
  const walk = (tokens: Token[]): void => {
    for (const token of tokens) {
      if (token.type === 'content' || token.type === 'octothorpe') continue
      names.add(token.arg)
      if (token.type !== 'argument' && token.type !== 'function')
        for (const choice of token.cases) walk(choice.tokens)
    }
  }
  walk(parseMessage(message))
  return [...names].sort()
}

const hasSyntax = (id: string) => /[{}]/.test(id)

/** What is wrong between the source and the catalogs; none when every language has every message. */
export function catalogProblems(root = '.'): string[] {
  const problems: string[] = []
  const found = findMessages(root)
  const catalogs = readCatalogs(root)
  const firstLoad = firstLoadFiles(root)
  const used = new Map<Part, Set<string>>(PARTS.map((part) => [part, new Set()]))
  for (const { id, file, line } of found) {
    used.get(partOf(file, firstLoad))?.add(id)
    if (hasSyntax(id)) {
      try {
        parseMessage(id)
      } catch (error) {
        problems.push(`${file}:${line}: "${id}" is no ICU message: ${(error as Error).message}`)
      }
    }
  }
  for (const [locale, parts] of catalogs) {
    for (const { id, file, line } of found) {
      const part = partOf(file, firstLoad)
      const where = lookupParts(part)
      const translation = where
        .map((name) => parts.get(name)?.[id])
        .find((found) => found !== undefined)
      if (translation === undefined) {
        problems.push(
          `${locale}: "${id}" (${file}:${line}) is in none of ${where.map((name) => `${name}.json`).join(', ')}`,
        )
        continue
      }
      try {
        const want = placeholders(id).join(', ')
        const have = placeholders(translation).join(', ')
        if (want !== have)
          problems.push(`${locale}: "${id}" has placeholders {${want}}, its translation {${have}}`)
      } catch (error) {
        problems.push(`${locale}: "${translation}" is no ICU message: ${(error as Error).message}`)
      }
    }
    for (const [part, catalog] of parts) {
      const own = used.get(part) ?? new Set()
      for (const id of Object.keys(catalog)) {
        // Strict, so that a part downloads only texts its own code shows (a shared word is repeated per part).
        if (!own.has(id))
          problems.push(`${locale}/${part}: "${id}" is in the catalog but not in ${part}'s source`)
      }
    }
  }
  return problems
}

/**
 * Messages as module code: plain texts as strings, messages with placeholders compiled to
 * functions by messageformat (whose runtime is all the page needs) into an `icu` object that
 * `head` declares and the entries name. A message that does not compile has no entry
 * (catalogProblems reports it).
 */
function compiledMessages(
  locale: Locale,
  messages: readonly string[],
): { head: string; entries: Array<string | undefined> } {
  const icu: Catalog = {}
  const entries = messages.map((message, index) => {
    if (!hasSyntax(message)) return JSON.stringify(message)
    try {
      placeholders(message)
      icu[`m${index}`] = message
      return `icu.m${index}`
    } catch {
      return undefined
    }
  })
  const compiled = compileModule(new MessageFormat(locale), icu)
  return {
    head: `// @ts-nocheck: made by scripts/i18n.ts\n${compiled.replace('export default {', 'const icu = {')}`,
    entries,
  }
}

/** A catalog as a module, each message under the key of its English; one that does not compile is left out, so the page shows its English. */
export function catalogModule(locale: Locale, catalog: Catalog): string {
  const messages = Object.entries(catalog)
  const { head, entries } = compiledMessages(
    locale,
    messages.map(([, message]) => message),
  )
  const lines = messages.flatMap(([english], index) =>
    entries[index] === undefined
      ? []
      : [`  ${JSON.stringify(messageKey(english))}: ${entries[index]},`],
  )
  return `${head}\nexport default {\n${lines.join('\n')}\n}\n`
}

/**
 * The first download's messages in a fixed order, and every file that names one of them: a built
 * page names each by its place (`coreId`), wherever it is shown (a later page's code may show a
 * word the core catalogs translate), and its core catalogs are lists in that order.
 */
export function coreMessages(
  found: readonly Found[],
  firstLoad: ReadonlySet<string>,
): { files: string[]; ids: string[] } {
  const core = new Set(
    found.filter(({ file }) => partOf(file, firstLoad) === 'core').map(({ id }) => id),
  )
  const ids = [...core].sort()
  const clash = ids.find((id) => corePlace(id) !== undefined)
  if (clash) throw new Error(`"${clash}" reads as a core id: reword it`)
  const files = found.filter(({ id }) => core.has(id)).map(({ file }) => file.replaceAll('\\', '/'))
  return { files: [...new Set(files)].sort(), ids }
}

/** A language's core catalog as a list in the order of `ids` (see coreMessages), for a built page: the English stands where the language lacks a message or it does not compile (catalogProblems reports both). */
export function coreListModule(locale: Locale, ids: readonly string[], catalog: Catalog): string {
  const { head, entries } = compiledMessages(
    locale,
    ids.map((english) => catalog[english] ?? english),
  )
  const lines = entries.map((entry, place) => `  ${entry ?? JSON.stringify(ids[place])},`)
  return `${head}\nexport default [\n${lines.join('\n')}\n]\n`
}

/** Writes each language's parts (English's with its messages with placeholders only) and the parts' loaders. */
export function writeCatalogs(root = '.'): void {
  const out = join(root, COMPILED_DIR)
  rmSync(out, { recursive: true, force: true })
  const firstLoad = firstLoadFiles(root)
  const found = findMessages(root)
  const english = new Map<Part, Catalog>(PARTS.map((part) => [part, {}]))
  for (const { id, file } of found) {
    const part = english.get(partOf(file, firstLoad)) as Catalog
    if (hasSyntax(id)) part[id] = id
  }
  const keys = new Map<string, string>()
  for (const { id } of found) {
    const other = keys.get(messageKey(id))
    if (other !== undefined && other !== id)
      throw new Error(`"${id}" and "${other}" have the same key: reword one of them`)
    keys.set(messageKey(id), id)
  }
  const loaders: string[] = []
  const core = coreMessages(found, firstLoad)
  const ids: CoreIds = {
    files: core.files,
    ids: Object.fromEntries(core.ids.map((id, place) => [id, coreId(place)])),
  }
  mkdirSync(out, { recursive: true })
  writeFileSync(join(root, CORE_IDS_PATH), `${JSON.stringify(ids, null, 2)}\n`)
  for (const [locale, parts] of [[SOURCE_LOCALE, english] as const, ...readCatalogs(root)]) {
    mkdirSync(join(out, locale), { recursive: true })
    // English's own words stand in its list; the other languages' core catalogs are translated.
    const translated = locale === SOURCE_LOCALE ? {} : (parts.get('core') ?? {})
    writeFileSync(join(out, locale, 'core.list.ts'), coreListModule(locale, core.ids, translated))
    const entries: string[] = []
    for (const [part, catalog] of parts) {
      writeFileSync(join(out, locale, `${part}.ts`), catalogModule(locale, catalog))
      entries.push(`    ${part}: () => import('./${locale}/${part}'),`)
    }
    loaders.push(`  ${locale}: {\n${entries.join('\n')}\n  },`)
  }
  writeFileSync(
    join(out, 'loaders.ts'),
    [
      "// Made by scripts/i18n.ts: each language's parts, downloaded when a page needs them.",
      "import { LOCALES } from '../locales'",
      "import { PARTS } from '../parts'",
      '',
      "// A built page's core catalogs are lists (scripts/i18n.ts, coreMessages).",
      'type Loader = () => Promise<{ default: Record<string, unknown> | readonly unknown[] }>',
      '// A browser build puts the catalogs beside its files (scripts/parcel.ts sets I18N_CATALOGS), so its first download holds no entry per catalog; tests and the dev server import the modules.',
      'const base = process.env.I18N_CATALOGS',
      'const fromUrl = () =>',
      '  Object.fromEntries(',
      '    LOCALES.map((locale) => [',
      '      locale,',
      '      Object.fromEntries(',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of the generated module
      '        PARTS.map((part) => [part, () => import(/* a file of the build */ `${base}${locale}/${part}.js`)]),',
      '      ),',
      '    ]),',
      '  ) as Record<string, Record<string, Loader>>',
      '',
      'export const catalogLoaders = process.env.I18N_CATALOGS',
      '  ? fromUrl()',
      `  : {\n${loaders.join('\n')}\n}`,
      '',
    ].join('\n'),
  )
}

/** Bundles each compiled catalog into a self-contained module under `<dist>/i18n/<hash>/`, where a browser build loads them from; returns that address under `publicPath`. */
export async function writeBrowserCatalogs(
  dist: string,
  publicPath: string,
  { coreByPlace = false, root = '.' }: { coreByPlace?: boolean; root?: string } = {},
): Promise<string> {
  const compiled = join(root, COMPILED_DIR)
  // A page that names the first download's messages by place has its core catalogs as lists (coreMessages).
  const core = coreByPlace ? 'core.list.ts' : 'core.ts'
  const entryPoints = LOCALES.flatMap((locale) =>
    PARTS.map((part) => ({
      in: join(compiled, locale, part === 'core' ? core : `${part}.ts`),
      out: `${locale}/${part}`,
    })),
  )
  const hash = createHash('sha256')
  for (const entry of entryPoints) hash.update(entry.out).update(readFileSync(entry.in))
  const folder = `i18n/${hash.digest('hex').slice(0, 10)}`
  await build({
    entryPoints,
    outdir: join(dist, folder),
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2020',
    logLevel: 'warning',
    // The catalogs' runtime helpers come from this project's packages, wherever `root` is.
    nodePaths: [fileURLToPath(new URL('../node_modules', import.meta.url))],
  })
  return `${publicPath}${folder}/`
}

runAsScript(import.meta.url, () => {
  writeCatalogs()
  if (process.argv.includes('--check')) {
    const problems = [
      ...catalogProblems(),
      ...differingTranslations(),
      ...findLiteralTexts().map((f) => `${f.file}:${f.line}: literal text "${f.id}"`),
    ]
    for (const problem of problems) console.error(problem)
    if (problems.length) process.exitCode = 1
  }
})
