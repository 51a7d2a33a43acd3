import { type KeyboardEvent, type RefObject, useEffect, useLayoutEffect, useRef } from 'react'
import { chooseLocale } from '../../i18n/i18n'
import { LOCALE_NAMES, LOCALES, type Locale } from '../../i18n/locales'

export interface LanguageMenuListProps {
  id: string
  /** The menu's name, in the language in use. */
  label: string
  locale: Locale
  /** The item to focus, set again by the button's keys. */
  focusAt: number
  /** The menu with its button: a pointer down outside it closes the list. */
  root: RefObject<HTMLDivElement | null>
  /** Closes the list; `refocus`: the focus goes back to the button. */
  onClose: (refocus: boolean) => void
}

/** The menu's items, in order. */
const itemsIn = (list: HTMLElement | null) => [
  ...(list?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []),
]

/** The language menu's open list of radio items, each language named in itself. */
export function LanguageMenuList({
  id,
  label,
  locale,
  focusAt,
  root,
  onClose,
}: LanguageMenuListProps) {
  const list = useRef<HTMLDivElement>(null)

  useLayoutEffect(() => {
    itemsIn(list.current)[focusAt]?.focus()
  }, [focusAt])

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onClose(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [root, onClose])

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
      onClose(true)
    } else if (event.key === 'Tab') onClose(false)
  }

  const choose = (to: Locale) => {
    onClose(true)
    void chooseLocale(to)
  }

  return (
    <div
      ref={list}
      id={id}
      role="menu"
      aria-label={label}
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
          className="menu-item language-menu__item"
          onClick={() => choose(code)}
        >
          {LOCALE_NAMES[code]}
          {code === locale ? <i className="pi pi-check" aria-hidden="true" /> : null}
        </button>
      ))}
    </div>
  )
}
