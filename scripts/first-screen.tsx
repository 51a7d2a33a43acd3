import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { Router } from 'wouter'
import { PublicLayout } from '../src/app/layouts/public-layout'
import { config, routerBase } from '../src/config'
import { HomePage } from '../src/features/home/home-page'
import { VehicleDetailsLoading } from '../src/features/vehicles/vehicle-details-page'
import { VehiclesPage } from '../src/features/vehicles/vehicles-page'
import { Prerendering } from '../src/ui/prerendering'

/**
 * A page's first screen as HTML, for the build to put in a page: what the app's own
 * components render at `path` (see Prerendering), under the build's public path. A demo build
 * keeps the place of its demo bar, which comes with the demo's code, so that the page does
 * not move down when the bar arrives.
 */
function firstScreenAt(path: string, page: ReactNode): string {
  return renderToStaticMarkup(
    // An empty cache: the pages render as they are while their data loads.
    <QueryClientProvider client={new QueryClient()}>
      <Router base={routerBase} ssrPath={`${routerBase}${path}`}>
        <Prerendering value>
          {config.mode === 'mock' ? <div className="demo-bar-space" aria-hidden="true" /> : null}
          <PublicLayout>{page}</PublicLayout>
        </Prerendering>
      </Router>
    </QueryClientProvider>,
  )
}

/** The home page's first screen (index.html): the header and the hero. */
export function homeFirstScreen(): string {
  return firstScreenAt('/', <HomePage />)
}

/**
 * A car page's first screen (200.html's template, see src/app/first-screen/first-screen.ts):
 * the header and the page as it is while its car loads. The same for every car: the script
 * in the page puts the car's picture in.
 */
export function carFirstScreen(): string {
  return firstScreenAt('/vehicles/0', <VehicleDetailsLoading />)
}

/**
 * The list of cars' first screen (200.html's template, see src/app/first-screen/first-screen.ts):
 * the header and the list as it is while the fleet loads, its cards' shapes in place. The
 * script in the page puts the first row's pictures in.
 */
export function vehiclesFirstScreen(): string {
  return firstScreenAt('/vehicles', <VehiclesPage />)
}
