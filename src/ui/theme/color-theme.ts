/** The colour theme (a stored choice, else the system's); also run inline before the first paint (scripts/theme-script.ts). */

export type ColorTheme = 'light' | 'dark'

export const THEME_KEY = 'autovia.theme'
export const DARK_QUERY = '(prefers-color-scheme: dark)'

/** The theme shown: a stored choice wins; without one the system's preference rules. */
export function themeFor(stored: string | null, systemDark: boolean): ColorTheme {
  if (stored === 'light' || stored === 'dark') return stored
  return systemDark ? 'dark' : 'light'
}

/** The stored choice; storage that is missing or throws (private modes) reads as none. */
export function storedTheme(): string | null {
  try {
    return globalThis.localStorage?.getItem(THEME_KEY) ?? null
  } catch {
    return null
  }
}

const systemDark = (): boolean => globalThis.matchMedia?.(DARK_QUERY).matches ?? false

/** Marks <html> with the theme the stylesheets key on (`data-theme`). */
export function applyTheme(theme: ColorTheme = themeFor(storedTheme(), systemDark())): void {
  document.documentElement.dataset.theme = theme
}

/** The theme on screen, as <html> says. */
export const shownTheme = (): ColorTheme =>
  globalThis.document?.documentElement.dataset.theme === 'dark' ? 'dark' : 'light'

/** Keeps the choice (a failing storage only loses the keeping) and shows it. */
export function chooseTheme(theme: ColorTheme): void {
  try {
    globalThis.localStorage?.setItem(THEME_KEY, theme)
  } catch {}
  applyTheme(theme)
}

/** Shows the theme and follows the system's preference while nothing is stored, and other tabs' choices; returns the stop. */
export function followTheme(): () => void {
  applyTheme()
  const list = globalThis.matchMedia?.(DARK_QUERY)
  const again = () => applyTheme()
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === THEME_KEY || event.key === null) applyTheme()
  }
  list?.addEventListener('change', again)
  globalThis.addEventListener('storage', fromOtherTab)
  return () => {
    list?.removeEventListener('change', again)
    globalThis.removeEventListener('storage', fromOtherTab)
  }
}
