import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { Router } from 'wouter'
import { PublicLayout } from '../src/app/layouts/public-layout'
import { ROUTES } from '../src/app/route-table'
import { config, routerBase } from '../src/config'
import { HomeTop } from '../src/features/home/home-page'
import { VehicleDetailsLoading } from '../src/features/vehicles/vehicle-details-page'
import { VehiclesPage } from '../src/features/vehicles/vehicles-page'
import { Prerendering } from '../src/ui/prerendering'

/** A form control's opening tag, to be disabled: nothing in a page's HTML works before the app. */
const CONTROL = /<(button|input|select|textarea)\b[^>]*>/g

const disabled = (markup: string) =>
  markup.replace(CONTROL, (tag, name: string) =>
    /\sdisabled[\s=>]/.test(tag) ? tag : tag.replace(`<${name}`, `<${name} disabled=""`),
  )

/** A tag of React's static markup; React escapes `>` inside attribute values. */
const TAG = /<(\/?)([a-zA-Z][\w:-]*)([^>]*?)(\/?)>/g
/** HTML's elements without content, which React writes without a closing tag. */
const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '))

/** Drops the drawings inside inert elements (hidden slides): nothing inert shows before the app. */
export function withoutInertDrawings(markup: string): string {
  const open: Array<{ name: string; inert: boolean; start: number }> = []
  const cuts: Array<[number, number]> = []
  for (const match of markup.matchAll(TAG)) {
    const [tag, closing, tagName = '', attributes = '', selfClosing] = match
    const name = tagName.toLowerCase()
    if (!closing) {
      if (!selfClosing && !VOID.has(name))
        open.push({ name, inert: /\sinert(=|\s|$)/.test(attributes), start: match.index })
      continue
    }
    const element = open.pop()
    if (element?.name !== name)
      throw new Error(`the first screen's markup is unbalanced at </${name}>`)
    const outermostDrawing = name === 'svg' && !open.some((parent) => parent.name === 'svg')
    if (outermostDrawing && open.some((parent) => parent.inert))
      cuts.push([element.start, match.index + tag.length])
  }
  return cuts.reduceRight((html, [from, to]) => html.slice(0, from) + html.slice(to), markup)
}

/** What the app's own components render at `path` (see Prerendering); a demo build keeps its demo bar's place, so that the page does not move down when the bar comes. */
function firstScreenAt(path: string, page: ReactNode): string {
  const markup = disabled(
    renderToStaticMarkup(
      // An empty cache: the pages render as they are while their data loads.
      <QueryClientProvider client={new QueryClient()}>
        <Router base={routerBase} ssrPath={`${routerBase}${path}`}>
          <Prerendering value>
            {config.mode === 'mock' ? <div className="demo-bar-space" aria-hidden="true" /> : null}
            <PublicLayout>{page}</PublicLayout>
          </Prerendering>
        </Router>
      </QueryClientProvider>,
    ),
  )
  return withoutInertDrawings(markup)
}

function routeWith(firstScreen: 'car' | 'list'): string {
  const route = ROUTES.find((candidate) => candidate.firstScreen === firstScreen)
  if (!route) throw new Error(`no route has the ${firstScreen} first screen`)
  return route.path
}

/** The route patterns 200.html's first screen paints (the route table's `firstScreen`). */
export interface FirstScreenRoutes {
  car: string
  list: string
}

export function firstScreenRoutes(): FirstScreenRoutes {
  return { car: routeWith('car'), list: routeWith('list') }
}

/** The home page's first screen (index.html): the header and the top of the page. */
export function homeFirstScreen(): string {
  return firstScreenAt('/', <HomeTop />)
}

export function carFirstScreen(): string {
  return firstScreenAt(routeWith('car').replace(/:\w+/, '0'), <VehicleDetailsLoading />)
}

/** The list of cars while the fleet loads: 200.html's script puts the first row's pictures in. */
export function vehiclesFirstScreen(): string {
  return firstScreenAt(routeWith('list'), <VehiclesPage />)
}
