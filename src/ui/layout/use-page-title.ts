import { useEffect } from 'react'
import { config } from '../../config'

export const DEFAULT_TITLE = `${config.site.name} · Premium Car Rental`

/** Sets the document title to "<title> · <site>", or the premium default without a title. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${config.site.name}` : DEFAULT_TITLE
  }, [title])
}
