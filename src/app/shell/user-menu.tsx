import { Menu } from 'primereact/menu'
import type { MenuItem } from 'primereact/menuitem'
import { useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useLocation } from 'wouter'
import { isAdmin } from '../../domain/user'
import { session } from '../../state/session'

// The button sits at the bar's right end on wide screens but at the start of the phone
// panel, so the popup hangs from whichever edge keeps it on screen.
const alignment = (): 'left' | 'right' =>
  typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 768px)').matches
    ? 'right'
    : 'left'

interface UserMenuProps {
  onLogout: () => void
}

/** The signed-in visitor's menu: Admin Panel (admins only), Reservations, Profile, Logout. */
export function UserMenu({ onLogout }: UserMenuProps) {
  const { user } = useSnapshot(session)
  const [, navigate] = useLocation()
  const menu = useRef<Menu>(null)
  const [open, setOpen] = useState(false)
  if (!user) return null

  const items: MenuItem[] = [
    ...(isAdmin(user)
      ? [{ label: 'Admin Panel', icon: 'pi pi-briefcase', command: () => navigate('/admin') }]
      : []),
    {
      label: 'Reservations',
      icon: 'pi pi-calendar',
      command: () => navigate('/user/reservations'),
    },
    { label: 'Profile', icon: 'pi pi-user', command: () => navigate('/user') },
    { separator: true },
    { label: 'Logout', icon: 'pi pi-sign-out', command: onLogout },
  ]

  return (
    <div className="user-menu">
      <button
        type="button"
        className="user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls="user-menu"
        onClick={(event) => menu.current?.toggle(event)}
      >
        <span className="user-menu__avatar" aria-hidden="true">
          {user.firstName.charAt(0).toUpperCase()}
        </span>
        <span className="user-menu__name">{user.firstName}</span>
        <i className="pi pi-angle-down" aria-hidden="true" />
      </button>
      <Menu
        id="user-menu"
        ref={menu}
        model={items}
        popup
        popupAlignment={alignment()}
        onShow={() => setOpen(true)}
        onHide={() => setOpen(false)}
      />
    </div>
  )
}
