import { type ComponentType, useLayoutEffect } from 'react'
import { config } from '../config'
import { DEFAULT_TITLE } from '../ui/layout/use-page-title'

/**
 * Wraps a route's page so the document title names it. A layout effect runs before the
 * page's own effects, so a page that calls usePageTitle (say, with a car's model) wins.
 */
export function titled<P extends object>(title: string | null, Page: ComponentType<P>) {
  function TitledPage(props: P) {
    useLayoutEffect(() => {
      document.title = title ? `${title} · ${config.site.name}` : DEFAULT_TITLE
    }, [])
    return <Page {...props} />
  }
  TitledPage.displayName = `Titled(${Page.displayName ?? Page.name})`
  return TitledPage
}
