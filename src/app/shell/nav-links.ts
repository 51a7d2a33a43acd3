/** The public site's main links (Home, Cars, About, Contact). */
export const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/vehicles', label: 'Cars' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
] as const

/** "/vehicles" stays highlighted on a car's detail page; "/" only on the home page itself. */
export function isActivePath(href: string, location: string): boolean {
  if (href === '/') return location === '/'
  return location === href || location.startsWith(`${href}/`)
}
