import { useSyncExternalStore } from 'react'
import englishCore from './compiled/en/core'
import { catalogLoaders } from './compiled/loaders'
import { applyLocale, LOCALE_KEY, type Locale, pageLocale, SOURCE_LOCALE } from './locales'
import { corePlace, messageKey } from './message-key'
import { lookupParts, type Part } from './parts'

type Values = Record<string, unknown>
/** A compiled message: a plain text, or a function of its values (messageformat's output). */
type Message = string | ((values: Values) => string)
type Catalog = Record<string, Message>

/** A built page names its first download's messages by place (`#<place>`, scripts/core-ids-transformer.ts), so each language, English too, downloads its core catalog as a list. */
const CORE_BY_PLACE = Boolean(process.env.I18N_CORE_BY_PLACE)

/** English needs no catalog but for its messages with placeholders, compiled at build time; the core's come with the page, each feature's with its part. */
const catalogs: Record<Locale, Catalog> = {
  en: CORE_BY_PLACE ? {} : { ...(englishCore as Catalog) },
  es: {},
  tr: {},
}
/** Each language's core catalog as a list, in a build that names core messages by place. */
const cores: Record<Locale, readonly Message[]> = { en: [], es: [], tr: [] }
let locale: Locale = SOURCE_LOCALE
let messages: Catalog = catalogs[SOURCE_LOCALE]

/**
 * The text of `id` (its English words, or a built page's core id) in the language in use. A
 * message the language lacks falls back to English, and a text no catalog has (the server's own
 * words) shows as written.
 */
export function t(id: string, values: Values = {}): string {
  const message = lookUp(id) ?? id
  return typeof message === 'string' ? message : message(values)
}

/** A core id from its list, any other id by the key of its English: in the language in use, else in English. */
function lookUp(id: string): Message | undefined {
  const place = corePlace(id)
  if (place !== undefined) return cores[locale][place] ?? cores[SOURCE_LOCALE][place]
  const key = messageKey(id)
  return messages[key] ?? catalogs[SOURCE_LOCALE][key]
}

export { msg } from './msg'

/** Parts the pages shown so far use; a language switch downloads each of them. */
const inUse = new Set<Part>(['core'])
/** `locale/part` of every catalog downloaded already. */
const have = new Set<string>(CORE_BY_PLACE ? [] : [`${SOURCE_LOCALE}/core`])
/** The language being switched to, or in use: what parts asked for meanwhile are downloaded in. */
let wanted: Locale = SOURCE_LOCALE

async function loadParts(into: Locale, parts: Iterable<Part>): Promise<void> {
  const missing = [...parts].filter((part) => !have.has(`${into}/${part}`))
  const modules = await Promise.all(missing.map((part) => catalogLoaders[into][part]()))
  modules.forEach(({ default: catalog }, index) => {
    if (Array.isArray(catalog)) cores[into] = catalog as Message[]
    else Object.assign(catalogs[into], catalog as Catalog)
    have.add(`${into}/${missing[index]}`)
  })
}

/** Downloads a part's texts in the language in use, with the parts its messages may be found in (a later switch downloads them too); a page's loader waits for it. */
export function loadMessages(part: Part): Promise<void> {
  const parts = lookupParts(part)
  for (const name of parts) inUse.add(name)
  return loadParts(wanted, parts)
}

const listeners = new Set<() => void>()

/** Shows the site in `to`: downloads every part in use first, so no page shows half of each. */
export async function activateLocale(to: Locale): Promise<void> {
  wanted = to
  await loadParts(to, inUse)
  if (wanted !== to) return
  locale = to
  messages = catalogs[to]
  applyLocale(to)
  for (const listener of listeners) listener()
}

/** The language of this visit (stored choice, else the browser's), with the core texts. */
export const startLocale = (): Promise<void> => activateLocale(pageLocale())

/** Keeps the choice (a failing storage only loses the keeping) and shows it. */
export async function chooseLocale(to: Locale): Promise<void> {
  try {
    globalThis.localStorage?.setItem(LOCALE_KEY, to)
  } catch {}
  await activateLocale(to)
}

/** The language in use, outside React. */
export const currentLocale = (): Locale => locale

const subscribe = (changed: () => void) => {
  listeners.add(changed)
  return () => listeners.delete(changed)
}

/** The language in use; a component that calls it shows again when the language changes. */
export const useLocale = (): Locale => useSyncExternalStore(subscribe, currentLocale, currentLocale)

/** `t`, for a component: it shows again in the new language when the language changes. */
export function useT(): typeof t {
  useLocale()
  return t
}
