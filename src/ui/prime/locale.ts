// PrimeReact's words and calendar in the language in use: names from Intl, the first day of the week from src/i18n/format.ts, PrimeReact's own words as messages. Only PrimeReact's parts import it, so the home page downloads none of it.
import { addLocale, type LocaleOptions, locale as primeLocale } from 'primereact/api'
import { firstDayOfWeek, intlLocale } from '../../i18n/format'
import { t } from '../../i18n/i18n'
import type { Locale } from '../../i18n/locales'

/** How a date picker writes a date, as formatDate shows one: the product's YYYY-MM-DD in English. */
export const PICKER_DATE_FORMAT: Record<Locale, string> = {
  en: 'yy-mm-dd',
  es: 'dd/mm/yy',
  tr: 'dd.mm.yy',
}

// 1 January 2023 was a Sunday: PrimeReact's lists of days start on Sunday whatever the first day of the week.
const FIRST_SUNDAY = Date.UTC(2023, 0, 1)
const DAY_MS = 86_400_000

function names(
  lang: Locale,
  count: number,
  instant: (index: number) => number,
  options: Intl.DateTimeFormatOptions,
): string[] {
  const format = new Intl.DateTimeFormat(intlLocale(lang), { ...options, timeZone: 'UTC' })
  return Array.from({ length: count }, (_, index) => format.format(instant(index)))
}

const dayNames = (lang: Locale, weekday: 'long' | 'short' | 'narrow') =>
  names(lang, 7, (day) => FIRST_SUNDAY + day * DAY_MS, { weekday })
const monthNames = (lang: Locale, month: 'long' | 'short') =>
  names(lang, 12, (month) => Date.UTC(2023, month, 1), { month })

/** A calendar's column heads: the one-letter names where they tell the days apart (Spanish's L M X J V S D), else the first two letters of the short ones (English's Su Mo, Turkish's Pa Pz). */
function dayNamesMin(lang: Locale): string[] {
  const narrow = dayNames(lang, 'narrow')
  if (new Set(narrow).size === narrow.length) return narrow
  return dayNames(lang, 'short').map((name) => [...name].slice(0, 2).join(''))
}

/** PrimeReact's options for `lang`, made when it is shown (its messages are in by then); PrimeReact reads some its types do not list yet (searchMessage, selectLabel…). */
export function primeLocaleOptions(lang: Locale): LocaleOptions & Record<string, unknown> {
  // PrimeReact fills its own `{0}` and `{page}`: the messages keep them as they are.
  const kept = { 0: '{0}', page: '{page}' }
  const aria: NonNullable<LocaleOptions['aria']> & Record<string, string> = {
    close: t('Close'),
    previous: t('Previous'),
    next: t('Next'),
    navigation: t('Navigation'),
    firstPageLabel: t('First Page'),
    lastPageLabel: t('Last Page'),
    nextPageLabel: t('Next Page'),
    prevPageLabel: t('Previous Page'),
    pageLabel: t('Page {page}', kept),
    rowsPerPageLabel: t('Rows per page'),
    jumpToPageDropdownLabel: t('Jump to Page Dropdown'),
    jumpToPageInputLabel: t('Jump to Page Input'),
    selectAll: t('All items selected'),
    unselectAll: t('All items unselected'),
    selectLabel: t('Select'),
    unselectLabel: t('Unselect'),
    expandLabel: t('Expand'),
    collapseLabel: t('Collapse'),
    trueLabel: t('True'),
    falseLabel: t('False'),
    nullLabel: t('Not Selected'),
    listLabel: t('Option List'),
    removeLabel: t('Remove'),
    passwordShow: t('Show Password'),
    passwordHide: t('Hide Password'),
    scrollTop: t('Scroll Top'),
    slide: t('Slide'),
  }
  return {
    firstDayOfWeek: firstDayOfWeek(lang),
    dayNames: dayNames(lang, 'long'),
    dayNamesShort: dayNames(lang, 'short'),
    dayNamesMin: dayNamesMin(lang),
    monthNames: monthNames(lang, 'long'),
    monthNamesShort: monthNames(lang, 'short'),
    dateFormat: PICKER_DATE_FORMAT[lang],
    today: t('Today'),
    clear: t('Clear'),
    now: t('Now'),
    accept: t('Yes'),
    reject: t('No'),
    choose: t('Choose'),
    cancel: t('Cancel'),
    apply: t('Apply'),
    emptyMessage: t('No available options'),
    emptyFilterMessage: t('No results found'),
    emptySearchMessage: t('No results found'),
    emptySelectionMessage: t('No selected item'),
    searchMessage: t('{0} results are available', kept),
    selectionMessage: t('{0} items selected', kept),
    weak: t('Weak'),
    medium: t('Medium'),
    strong: t('Strong'),
    passwordPrompt: t('Enter a password'),
    chooseDate: t('Choose Date'),
    chooseMonth: t('Choose Month'),
    chooseYear: t('Choose Year'),
    prevDecade: t('Previous Decade'),
    prevYear: t('Previous Year'),
    prevMonth: t('Previous Month'),
    nextMonth: t('Next Month'),
    nextYear: t('Next Year'),
    nextDecade: t('Next Decade'),
    prevHour: t('Previous Hour'),
    nextHour: t('Next Hour'),
    prevMinute: t('Previous Minute'),
    nextMinute: t('Next Minute'),
    prevSecond: t('Previous Second'),
    nextSecond: t('Next Second'),
    weekHeader: t('Wk'),
    aria,
  }
}

let applied: Locale | undefined

/** Makes `lang` PrimeReact's locale; called while the provider renders, so the components under it read the new one in the same pass. */
export function applyPrimeLocale(lang: Locale): void {
  if (applied === lang) return
  addLocale(lang, primeLocaleOptions(lang))
  primeLocale(lang)
  applied = lang
}
