import { type Messages, setupI18n } from '@lingui/core'
import { useSyncExternalStore } from 'react'
import english from './compiled/en.json'
import { catalogLoaders } from './compiled/loaders'
import { applyLocale, LOCALE_KEY, type Locale, pageLocale, SOURCE_LOCALE } from './locales'
import type { Part } from './parts'

type Values = Record<string, unknown>

/** English needs no catalog but for its messages with placeholders or plurals, compiled at build time. */
export const i18n = setupI18n({
  locale: SOURCE_LOCALE,
  messages: { [SOURCE_LOCALE]: english as Messages },
})
// A message no catalog has (a plain English text, or the server's own words) is shown as written.
i18n.setMessagesCompiler((message) => [message])

/** The text of `id` (its English words) in the language in use. */
export const t = (id: string, values?: Values): string => i18n._(id, values)

/** Marks an English text as a message where it is defined, for a `t` that shows it later (the catalog check finds it). */
export const msg = <T extends string>(id: T): T => id

/** Parts the pages shown so far use; a language switch downloads each of them. */
const inUse = new Set<Part>(['core'])
/** `locale/part` of every catalog in `i18n` already. */
const have = new Set<string>()

async function loadParts(locale: Locale, parts: Iterable<Part>): Promise<void> {
  if (locale === SOURCE_LOCALE) return
  const loaders = catalogLoaders[locale]
  const missing = [...parts].filter((part) => !have.has(`${locale}/${part}`))
  const catalogs = await Promise.all(missing.map((part) => loaders[part]()))
  catalogs.forEach((catalog, index) => {
    i18n.load(locale, catalog.default as Messages)
    have.add(`${locale}/${missing[index]}`)
  })
}

/** Downloads a part's texts in the language in use (a later switch downloads it too); a page's loader waits for it. */
export function loadMessages(part: Part): Promise<void> {
  inUse.add(part)
  return loadParts(wanted, [part])
}

/** The language being switched to, or in use: what parts asked for meanwhile are downloaded in. */
let wanted: Locale = SOURCE_LOCALE

/** Shows the site in `locale`: downloads every part in use, then switches, so no page shows half of each. */
export async function activateLocale(locale: Locale): Promise<void> {
  wanted = locale
  await loadParts(locale, inUse)
  if (wanted !== locale) return
  i18n.activate(locale)
  applyLocale(locale)
}

/** The language of this visit (stored choice, else the browser's), with the core texts. */
export const startLocale = (): Promise<void> => activateLocale(pageLocale())

/** Keeps the choice (a failing storage only loses the keeping) and shows it. */
export async function chooseLocale(locale: Locale): Promise<void> {
  try {
    globalThis.localStorage?.setItem(LOCALE_KEY, locale)
  } catch {}
  await activateLocale(locale)
}

const subscribe = (changed: () => void) => i18n.on('change', changed)
const currentLocale = () => i18n.locale as Locale

/** The language in use; a component that calls it shows again when the language changes. */
export const useLocale = (): Locale => useSyncExternalStore(subscribe, currentLocale, currentLocale)

/** `t`, for a component: it shows again in the new language when the language changes. */
export function useT(): typeof t {
  useLocale()
  return t
}
