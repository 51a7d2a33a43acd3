/** What <html> says before the first paint: the theme and the language; run inline in the head of a built page (scripts/theme-script.ts). */
import { applyLocale } from '../i18n/locales'
import { applyTheme } from '../ui/theme/color-theme'

export function markPage(): void {
  applyTheme()
  applyLocale()
}
