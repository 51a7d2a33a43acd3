import { useT } from '../../i18n/i18n'
import { usePrerendering } from '../prerendering'
import { chooseTheme } from '../theme/color-theme'
import { useShownTheme } from '../theme/use-shown-theme'
import './theme-toggle.css'

/** The light/dark switch, kept for the next visit; its icon follows <html> by CSS, so built HTML shows the right one. */
export function ThemeToggle({ className = '' }: { className?: string }) {
  const t = useT()
  const dark = useShownTheme() === 'dark'
  // Built into the HTML it waits, disabled, for the app, like the other buttons there.
  const waiting = usePrerendering()
  return (
    <button
      type="button"
      className={`theme-toggle ${className}`.trim()}
      aria-label={t('Dark theme')}
      aria-pressed={dark}
      title={dark ? t('Switch to the light theme') : t('Switch to the dark theme')}
      disabled={waiting}
      onClick={() => chooseTheme(dark ? 'light' : 'dark')}
    >
      <i className="pi pi-moon theme-toggle__dark" aria-hidden="true" />
      <i className="pi pi-sun theme-toggle__light" aria-hidden="true" />
    </button>
  )
}
