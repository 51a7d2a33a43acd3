import { useSyncExternalStore } from 'react'
import { type ColorTheme, shownTheme } from './color-theme'

/** Calls `onChange` whenever <html>'s theme changes, whoever changed it (toggle, system, tab). */
function subscribe(onChange: () => void): () => void {
  const watch = new MutationObserver(onChange)
  watch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] })
  return () => watch.disconnect()
}

// Built into the HTML nothing is known of the visitor's theme.
const serverTheme = (): ColorTheme => 'light'

/** The theme on screen, live: for what CSS cannot colour by itself (a chart's canvas). */
export const useShownTheme = (): ColorTheme =>
  useSyncExternalStore(subscribe, shownTheme, serverTheme)
