/** The public site's main links (Home, Cars, About, Contact). */
export const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/vehicles', label: 'Cars' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
] as const

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** "/vehicles" stays highlighted on a car's page; the area's `root` only on itself. */
export function isActivePath(href: string, location: string, root = '/'): boolean {
  if (href === root) return location === root
  return location === href || location.startsWith(`${href}/`)
}
