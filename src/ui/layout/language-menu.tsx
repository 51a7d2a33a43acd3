import { type ComponentType, type KeyboardEvent, useCallback, useId, useRef, useState } from 'react'
import { useLocale, useT } from '../../i18n/i18n'
import { LOCALES } from '../../i18n/locales'
import { usePrerendering } from '../prerendering'
import type { LanguageMenuListProps } from './language-menu-list'
import './language-menu.css'

type List = ComponentType<LanguageMenuListProps>

// The open list comes when the button is first pointed at, focused or pressed: most visits never open it.
let loadedList: List | undefined
let loadingList: Promise<List> | undefined
function loadList(): Promise<List> {
  loadingList ??= import('./language-menu-list').then(
    (module) => {
      loadedList = module.LanguageMenuList
      return loadedList
    },
    (error: unknown) => {
      loadingList = undefined
      throw error
    },
  )
  return loadingList
}

/**
 * The language switch as a WAI-ARIA menu button of radio items, each language named in itself.
 * Plain React and a few lines of CSS: it is on the home page, whose script is at its budget.
 */
export function LanguageMenu({ className = '' }: { className?: string }) {
  const t = useT()
  const locale = useLocale()
  // Built into the HTML it waits, disabled, for the app, like the theme toggle beside it.
  const waiting = usePrerendering()
  // The item to focus once the list is shown; null while closed.
  const [focusAt, setFocusAt] = useState<number | null>(null)
  const [List, setList] = useState(() => loadedList)
  const open = focusAt !== null
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const menuId = useId()

  const fetchList = () => {
    if (List) return
    loadList().then(
      (loaded) => setList(() => loaded),
      // Offline: the menu stays closed, and the next press asks again.
      () => setFocusAt(null),
    )
  }
  const show = (at: number | null) => {
    fetchList()
    setFocusAt(at)
  }
  const close = useCallback((refocus: boolean) => {
    setFocusAt(null)
    if (refocus) button.current?.focus()
  }, [])
  const current = LOCALES.indexOf(locale)

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      close(true)
      return
    }
    const at: Record<string, number> = {
      Enter: current,
      ' ': current,
      ArrowDown: current,
      ArrowUp: LOCALES.length - 1,
    }
    if (!(event.key in at)) return
    event.preventDefault()
    show(at[event.key] ?? 0)
  }

  return (
    <div className={`language-menu ${className}`.trim()} ref={root}>
      <button
        ref={button}
        type="button"
        className="language-menu__button"
        aria-label={t('Language')}
        title={t('Language')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open && List ? menuId : undefined}
        disabled={waiting}
        onPointerEnter={fetchList}
        onFocus={fetchList}
        // Focus leaving before the list has come (Tab, a click elsewhere) drops the asked-for list.
        onBlur={() => {
          if (!loadedList) setFocusAt(null)
        }}
        onClick={() => show(open ? null : current)}
        onKeyDown={onButtonKey}
      >
        <i className="pi pi-globe" aria-hidden="true" />
        <span className="language-menu__code" aria-hidden="true">
          {locale.toUpperCase()}
        </span>
      </button>
      {open && List ? (
        <List
          id={menuId}
          label={t('Language')}
          locale={locale}
          focusAt={focusAt}
          root={root}
          onClose={close}
        />
      ) : null}
    </div>
  )
}
