import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { browserControl } from '../mocks/control/browser-control'
import { SCENARIO_TEXTS } from '../src/features/demo/scenario-texts'
import { messageKey } from '../src/i18n/message-key'
import { partOf } from '../src/i18n/parts'
import {
  catalogProblems,
  coreMessages,
  differingTranslations,
  findLiteralTexts,
  findMessages,
  firstLoadFiles,
  placeholders,
  writeBrowserCatalogs,
  writeCatalogs,
} from './i18n'

let root: string

/** A repository of its own: `files` by path. */
function repo(files: Record<string, string | object>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), typeof content === 'string' ? content : JSON.stringify(content))
  }
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'i18n-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const PAGE = `
export function Page({ count }: { count: number }) {
  const t = useT()
  return <p title={t('Our cars')}>{t('{count} cars available', { count })}</p>
}
const TITLE = msg('About Us')
`

describe('findMessages', () => {
  it('finds t and msg calls with a literal, where they are, and skips tests', () => {
    repo({
      'src/features/vehicles/page.tsx': PAGE,
      'src/features/vehicles/page.test.tsx': "t('Not me')",
    })
    expect(findMessages(root).map(({ id, file }) => [id, file])).toEqual([
      ['Our cars', 'src/features/vehicles/page.tsx'],
      ['{count} cars available', 'src/features/vehicles/page.tsx'],
      ['About Us', 'src/features/vehicles/page.tsx'],
    ])
  })
})

describe('findLiteralTexts', () => {
  it('reports JSX text, text attributes and strings placed in JSX, not messages or symbols', () => {
    repo({
      'src/ui/a.tsx': `export const A = ({ on }: { on: boolean }) => (
  <div aria-label="Main" className="words here">
    Hello there
    {on ? 'Yes' : t('No')}
    <img alt={\`Car \${1}\`} />
    {' · '} Autovia {t('Fine')}
  </div>
)`,
    })
    expect(findLiteralTexts(root).map(({ id, line }) => [id, line])).toEqual([
      ['Main', 2],
      ['Hello there', 3],
      ['Yes', 4],
      ['Car', 5],
    ])
  })
})

describe('placeholders', () => {
  it('names the arguments of a message, inside plurals too', () => {
    expect(
      placeholders('{count, plural, one {# car at {place}} other {# cars}} for {name}'),
    ).toEqual(['count', 'name', 'place'])
    expect(placeholders('No values')).toEqual([])
  })
})

const complete = {
  'Our cars': 'Nuestros coches',
  '{count} cars available':
    '{count, plural, one {# coche disponible} other {# coches disponibles}}',
  'About Us': 'Sobre nosotros',
}
const turkish = {
  'Our cars': 'Araçlarımız',
  '{count} cars available': '{count} araç mevcut',
  'About Us': 'Hakkımızda',
}

describe('catalogProblems', () => {
  it('finds nothing when every language has every message of the part', () => {
    repo({
      'src/features/vehicles/page.tsx': PAGE,
      'src/i18n/messages/es/vehicles.json': complete,
      'src/i18n/messages/tr/vehicles.a.json': turkish,
    })
    expect(catalogProblems(root)).toEqual([])
  })

  it("accepts a feature message from the first download's core, and reports a missing one, other placeholders and unused entries", () => {
    const { 'About Us': _, ...withoutAbout } = complete
    repo({
      'src/main.tsx': "t('Our cars')",
      'src/features/vehicles/page.tsx': PAGE,
      'src/i18n/messages/es/vehicles.json': {
        ...withoutAbout,
        '{count} cars available': '{n} coches',
      },
      'src/i18n/messages/es/core.json': { 'Our cars': 'Coches', Gone: 'Ido' },
      'src/i18n/messages/tr/vehicles.json': turkish,
      'src/i18n/messages/tr/core.json': { 'Our cars': 'Araçlar' },
    })
    expect(catalogProblems(root)).toEqual([
      'es: "{count} cars available" has placeholders {count}, its translation {n}',
      'es: "About Us" (src/features/vehicles/page.tsx:6) is in none of vehicles.json, forms.json, shell.json, core.json',
      'es/core: "Gone" is in the catalog but not in core\'s source',
    ])
  })
})

describe('firstLoadFiles and partOf', () => {
  it("follow the entry's static imports only: a dynamic import or a type import starts no part of the first download", () => {
    repo({
      'src/main.tsx':
        "import { App } from './app/app'\nimport type { T } from './ui/types'\nconst later = () => import('./app/later')",
      'src/app/app.tsx': "export { shown } from '../features/home/hero'\nexport const App = 1",
      'src/features/home/hero.tsx': 'export const shown = 1',
      'src/ui/types.ts': 'export type T = 1',
      'src/app/later.tsx': "import '../domain/rules'",
      'src/domain/rules.ts': '',
    })
    const first = firstLoadFiles(root)
    expect([...first].sort()).toEqual([
      'src/app/app.tsx',
      'src/features/home/hero.tsx',
      'src/main.tsx',
    ])
    expect(partOf('src/app/app.tsx', first)).toBe('core')
    expect(partOf('src/app/later.tsx', first)).toBe('shell')
    expect(partOf('src/ui/types.ts', first)).toBe('shell')
    expect(partOf('src/domain/rules.ts', first)).toBe('forms')
    expect(partOf('src/ui/form/text-field.tsx', first)).toBe('forms')
    expect(partOf('src/features/admin/users/page.tsx', first)).toBe('admin')
  })
})

describe('writeCatalogs', () => {
  it('compiles English messages with placeholders, and each language per part, to modules', async () => {
    repo({
      'src/features/vehicles/page.tsx': PAGE,
      'src/i18n/messages/es/vehicles.json': complete,
      'src/i18n/messages/tr/vehicles.json': turkish,
    })
    writeCatalogs(root)
    const compiled = join(root, 'src/i18n/compiled')
    const load = async (path: string) =>
      (await import(join(compiled, path))).default as Record<
        string,
        string | ((values: object) => string)
      >
    const english = await load('en/vehicles.ts')
    expect(Object.keys(english)).toEqual([messageKey('{count} cars available')])
    const spanish = await load('es/vehicles.ts')
    expect(spanish[messageKey('Our cars')]).toBe('Nuestros coches')
    expect(JSON.stringify(Object.keys(spanish))).not.toContain('Our cars')
    const available = spanish[messageKey('{count} cars available')] as (values: object) => string
    expect(available({ count: 1 })).toBe('1 coche disponible')
    expect(available({ count: 12000 })).toBe('12.000 coches disponibles')
    expect(await load('tr/core.ts')).toEqual({})
    expect(readFileSync(join(compiled, 'loaders.ts'), 'utf8')).toContain(
      "vehicles: () => import('./tr/vehicles'),",
    )
  })

  it("writes the first download's messages in a fixed order, with their ids, and each language's core as a list in it", async () => {
    repo({
      'src/main.tsx': "import { Page } from './app/page'\nt('Loading…')",
      'src/app/page.tsx': PAGE,
      'src/features/vehicles/later.tsx': "t('Later')",
      'src/features/vehicles/again.tsx': "t('Our cars')",
      'src/i18n/messages/es/core.json': { ...complete, 'Loading…': 'Cargando…' },
      'src/i18n/messages/tr/core.json': { ...turkish, 'Loading…': 'Yükleniyor…' },
    })
    writeCatalogs(root)
    const compiled = join(root, 'src/i18n/compiled')
    expect(JSON.parse(readFileSync(join(compiled, 'core-ids.json'), 'utf8'))).toEqual({
      files: ['src/app/page.tsx', 'src/features/vehicles/again.tsx', 'src/main.tsx'],
      ids: { 'About Us': '#0', 'Loading…': '#1', 'Our cars': '#2', '{count} cars available': '#3' },
    })
    type Entry = string | ((values: object) => string)
    const list = async (locale: string) =>
      (await import(join(compiled, locale, 'core.list.ts'))).default as Entry[]
    const spanish = await list('es')
    expect(spanish.slice(0, 3)).toEqual(['Sobre nosotros', 'Cargando…', 'Nuestros coches'])
    expect((spanish[3] as (values: object) => string)({ count: 2 })).toBe('2 coches disponibles')
    const english = await list('en')
    expect(english.slice(0, 3)).toEqual(['About Us', 'Loading…', 'Our cars'])
    expect((english[3] as (values: object) => string)({ count: 2 })).toBe('2 cars available')
    const dist = join(root, 'dist')
    const base = await writeBrowserCatalogs(dist, '/', { coreByPlace: true, root })
    const built = (await import(join(dist, base.slice(1), 'tr/core.js'))).default as Entry[]
    expect(built.slice(0, 3)).toEqual(['Hakkımızda', 'Yükleniyor…', 'Araçlarımız'])
  })

  it('refuses a message that reads as a core id', () => {
    repo({ 'src/main.tsx': "t('#1')" })
    expect(() => coreMessages(findMessages(root), firstLoadFiles(root))).toThrow(
      /"#1" reads as a core id/,
    )
  })

  it('refuses two messages with the same key, naming both', () => {
    // "costarring" and "liquid" are a known pair with the same 32-bit FNV-1a hash.
    repo({ 'src/features/vehicles/page.tsx': "t('costarring'); t('liquid')" })
    expect(() => writeCatalogs(root)).toThrow(/"liquid" and "costarring" have the same key/)
  })

  it('bundles each catalog for the browser into one folder per build, with no import left', async () => {
    repo({
      'src/features/vehicles/page.tsx': PAGE,
      'src/i18n/messages/es/vehicles.json': complete,
      'src/i18n/messages/tr/vehicles.json': turkish,
    })
    writeCatalogs(root)
    const dist = join(root, 'dist')
    const base = await writeBrowserCatalogs(dist, '/demo/', { root })
    expect(base).toMatch(/^\/demo\/i18n\/[0-9a-f]{10}\/$/)
    const file = join(dist, base.slice('/demo/'.length), 'es/vehicles.js')
    const code = readFileSync(file, 'utf8')
    expect(code).not.toMatch(/\bimport\b/)
    const spanish = (await import(file)).default
    expect(spanish[messageKey('{count} cars available')]({ count: 2 })).toBe('2 coches disponibles')
    writeFileSync(
      join(root, 'src/i18n/messages/es/vehicles.json'),
      JSON.stringify({ ...complete, 'Our cars': 'Coches' }),
    )
    writeCatalogs(root)
    expect(await writeBrowserCatalogs(dist, '/demo/', { root })).not.toBe(base)
  })
})

describe('differingTranslations', () => {
  it('names a text a language translates two ways in two files, as the page would show whichever came last', () => {
    repo({
      'src/i18n/messages/es/vehicles.json': { Transmission: 'Cambio', Seats: 'Asientos' },
      'src/i18n/messages/es/admin.fleet.json': { Transmission: 'Transmisión', Seats: 'Asientos' },
    })
    expect(differingTranslations(root)).toEqual([
      'es: "Transmission" reads "Transmisión" (admin.fleet.json) and "Cambio" (vehicles.json)',
    ])
  })
})

describe("this repository's messages", () => {
  // Runs on the real source and catalogs: a text added in English without its Spanish and Turkish, or shown as a literal, fails npm test.
  it('are all translated, the same way everywhere, with no literal text in a component', () => {
    expect(catalogProblems()).toEqual([])
    expect(differingTranslations()).toEqual([])
    expect(findLiteralTexts()).toEqual([])
  })

  // Here, as src/ reaches the embedded backend only through src/demo-backend.ts.
  it("mark the embedded backend's scenario labels and descriptions, which the demo shows with t()", () => {
    const backend = browserControl.scenarios.flatMap((s) => [s.label, s.description])
    expect([...SCENARIO_TEXTS].sort()).toEqual([...backend].sort())
  })
})
