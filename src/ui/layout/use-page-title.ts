import { useEffect } from 'react'
import { config } from '../../config'
import { t, useLocale } from '../../i18n/i18n'

/** The title without a page's, in English (built HTML's); defaultTitle() is the one in the language in use. */
export const DEFAULT_TITLE = `${config.site.name} · Premium Car Rental`

/** The premium default title in the language in use. */
export const defaultTitle = (): string =>
  t('{site} · Premium Car Rental', { site: config.site.name })

/** Sets the document title to "<title> · <site>", or the premium default without a title, in the language in use (`title` a message). */
export function usePageTitle(title?: string): void {
  const locale = useLocale()
  // biome-ignore lint/correctness/useExhaustiveDependencies: t reads the language in use, so a switch must set the title again
  useEffect(() => {
    document.title = title ? `${t(title)} · ${config.site.name}` : defaultTitle()
  }, [title, locale])
}
