import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { chooseLocale, useLocale, useT } from '../../i18n/i18n'
import { LOCALE_NAMES, LOCALES, type Locale } from '../../i18n/locales'
import { usePrerendering } from '../../ui/prerendering'
import './language-menu.css'

/** The menu's items, in order. */
const itemsIn = (list: HTMLElement | null) => [
  ...(list?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []),
]

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
  const open = focusAt !== null
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const list = useRef<HTMLDivElement>(null)
  const menuId = useId()

  useLayoutEffect(() => {
    if (focusAt !== null) itemsIn(list.current)[focusAt]?.focus()
  }, [focusAt])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setFocusAt(null)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const close = () => {
    setFocusAt(null)
    button.current?.focus()
  }
  const current = LOCALES.indexOf(locale)

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      close()
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
    setFocusAt(at[event.key] ?? 0)
  }

  const onMenuKey = (event: KeyboardEvent) => {
    const all = itemsIn(list.current)
    const index = all.indexOf(document.activeElement as HTMLElement)
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: all.length - 1,
    }
    if (event.key in moves) {
      event.preventDefault()
      all[((moves[event.key] ?? 0) + all.length) % all.length]?.focus()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close()
    } else if (event.key === 'Tab') setFocusAt(null)
  }

  const choose = (to: Locale) => {
    close()
    void chooseLocale(to)
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
        aria-controls={open ? menuId : undefined}
        disabled={waiting}
        onClick={() => setFocusAt(open ? null : current)}
        onKeyDown={onButtonKey}
      >
        <i className="pi pi-globe" aria-hidden="true" />
        <span className="language-menu__code" aria-hidden="true">
          {locale.toUpperCase()}
        </span>
      </button>
      {open ? (
        <div
          ref={list}
          id={menuId}
          role="menu"
          aria-label={t('Language')}
          className="language-menu__list"
          onKeyDown={onMenuKey}
        >
          {LOCALES.map((code) => (
            <button
              key={code}
              type="button"
              role="menuitemradio"
              aria-checked={code === locale}
              lang={code}
              tabIndex={-1}
              className="language-menu__item"
              onClick={() => choose(code)}
            >
              {LOCALE_NAMES[code]}
              {code === locale ? <i className="pi pi-check" aria-hidden="true" /> : null}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}
