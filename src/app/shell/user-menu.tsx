import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { Link, useLocation } from 'wouter'
import { isAdmin } from '../../domain/roles'
import { useT } from '../../i18n/i18n'
import { session } from '../../state/session'
import { UserMenuFace } from './user-menu-face'

interface UserMenuProps {
  onLogout: () => void
}

interface Entry {
  label: string
  icon: string
  href?: string
}

/** The signed-in visitor's menu (docs/product.md, navbar) as a WAI-ARIA menu button: arrows, Home and End move; Escape, Tab, an outside click and any navigation close it. */
export function UserMenu({ onLogout }: UserMenuProps) {
  const t = useT()
  const { user } = useSnapshot(session)
  const [location] = useLocation()
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const list = useRef<HTMLDivElement>(null)
  const root = useRef<HTMLDivElement>(null)
  const menuId = useId()

  // Any navigation closes it (a choice, the browser's Back, a link elsewhere on the page).
  const [openedAt, setOpenedAt] = useState(location)
  if (open && openedAt !== location) {
    setOpen(false)
    setOpenedAt(location)
  }

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    // Escape wherever focus is (a pointer may have moved it out of the list).
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  if (!user) return null

  const entries: Entry[] = [
    ...(isAdmin(user)
      ? [{ label: t('Admin Panel'), icon: 'pi pi-briefcase', href: '/admin' }]
      : []),
    { label: t('Reservations'), icon: 'pi pi-calendar', href: '/user/reservations' },
    { label: t('Profile'), icon: 'pi pi-user', href: '/user' },
    { label: t('Logout'), icon: 'pi pi-sign-out' },
  ]

  const items = () => [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]
  const focusItem = (index: number | 'last') => {
    const all = items()
    const target = index === 'last' ? all.length - 1 : (index + all.length) % all.length
    all[target]?.focus()
  }
  const show = (focus: number | 'last') => {
    setOpen(true)
    setOpenedAt(location)
    // The list renders on this update; focus its item right after.
    requestAnimationFrame(() => focusItem(focus))
  }

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      show(0)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      show('last')
    }
  }

  const onMenuKey = (event: KeyboardEvent) => {
    const current = items().indexOf(document.activeElement as HTMLElement)
    const moves: Record<string, number | 'last'> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: 'last',
    }
    if (event.key in moves) {
      event.preventDefault()
      focusItem(moves[event.key]!)
    } else if (event.key === 'Tab') {
      setOpen(false)
    }
  }

  return (
    <div className="user-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : show(0))}
        onKeyDown={onButtonKey}
      >
        <UserMenuFace name={user.firstName} open={open} />
      </button>
      {open ? (
        <div
          ref={list}
          id={menuId}
          role="menu"
          aria-label={t("{name}'s account", { name: user.firstName })}
          className="user-menu__list"
          onKeyDown={onMenuKey}
        >
          {entries.map((entry) =>
            entry.href ? (
              <Link
                key={entry.icon}
                href={entry.href}
                role="menuitem"
                tabIndex={-1}
                className="menu-item user-menu__item"
                onClick={() => setOpen(false)}
              >
                <i className={entry.icon} aria-hidden="true" />
                {entry.label}
              </Link>
            ) : (
              <button
                key={entry.icon}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="menu-item user-menu__item user-menu__item--last"
                onClick={() => {
                  setOpen(false)
                  onLogout()
                }}
              >
                <i className={entry.icon} aria-hidden="true" />
                {entry.label}
              </button>
            ),
          )}
        </div>
      ) : null}
    </div>
  )
}
