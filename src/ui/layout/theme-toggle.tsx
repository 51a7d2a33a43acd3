import { useSyncExternalStore } from 'react'
import { usePrerendering } from '../prerendering'
import { type ColorTheme, chooseTheme, shownTheme } from '../theme/color-theme'
import './theme-toggle.css'

/** Calls `onChange` whenever <html>'s theme changes, whoever changed it (toggle, system, tab). */
function subscribe(onChange: () => void): () => void {
  const watch = new MutationObserver(onChange)
  watch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] })
  return () => watch.disconnect()
}

// Built into the HTML nothing is known of the visitor: the icon follows <html> by CSS alone.
const serverTheme = (): ColorTheme => 'light'

/** A switch between the light and the dark theme; the choice is kept for the next visit. */
export function ThemeToggle({ className = '' }: { className?: string }) {
  const dark = useSyncExternalStore(subscribe, shownTheme, serverTheme) === 'dark'
  // Built into the HTML it waits, disabled, for the app, like the other buttons there.
  const waiting = usePrerendering()
  return (
    <button
      type="button"
      className={`theme-toggle ${className}`.trim()}
      aria-label="Dark theme"
      aria-pressed={dark}
      title={dark ? 'Switch to the light theme' : 'Switch to the dark theme'}
      disabled={waiting}
      onClick={() => chooseTheme(dark ? 'light' : 'dark')}
    >
      <i className="pi pi-moon theme-toggle__dark" aria-hidden="true" />
      <i className="pi pi-sun theme-toggle__light" aria-hidden="true" />
    </button>
  )
}
