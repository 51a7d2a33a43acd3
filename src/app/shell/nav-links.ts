import { msg } from '../../i18n/msg'

/** The public site's main links (Home, Cars, About, Contact); the labels are shown through t. */
export const NAV_LINKS = [
  { href: '/', label: msg('Home') },
  { href: '/vehicles', label: msg('Cars') },
  { href: '/about', label: msg('About') },
  { href: '/contact', label: msg('Contact') },
] as const

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** "/vehicles" stays highlighted on a car's page; the area's `root` only on itself. */
export function isActivePath(href: string, location: string, root = '/'): boolean {
  if (href === root) return location === root
  return location === href || location.startsWith(`${href}/`)
}
