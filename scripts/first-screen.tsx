import { renderToStaticMarkup } from 'react-dom/server'
import { Router } from 'wouter'
import { PublicLayout } from '../src/app/layouts/public-layout'
import { config, routerBase } from '../src/config'
import { HomePage } from '../src/features/home/home-page'
import { Prerendering } from '../src/ui/prerendering'

/**
 * The home page's first screen as HTML, for the build to put in index.html: the header and the
 * hero, made by the app's own components (see Prerendering), under the build's public path.
 * A demo build keeps the place of its demo bar, which comes with the demo's code, so that the
 * page does not move down when the bar arrives.
 */
export function homeFirstScreen(): string {
  return renderToStaticMarkup(
    <Router base={routerBase} ssrPath={`${routerBase}/`}>
      <Prerendering value>
        {config.mode === 'mock' ? <div className="demo-bar-space" aria-hidden="true" /> : null}
        <PublicLayout>
          <HomePage />
        </PublicLayout>
      </Prerendering>
    </Router>,
  )
}
