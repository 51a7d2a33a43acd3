/**
 * What a live build adds to 200.html so that the pages of cars paint before the app's code has
 * come (src/app/first-screen): the inline script, its hash in the page's policy, and the
 * templates it shows. scripts/parcel.ts adds it all in one line.
 */
import { fileURLToPath } from 'node:url'
import { buildSync } from 'esbuild'
import {
  CAR_FIRST_SCREEN_TEMPLATE,
  VEHICLES_FIRST_SCREEN_TEMPLATE,
} from '../src/app/first-screen/first-screen'
import type { FirstScreenRoutes } from './first-screen'
import { attribute, MARK, rootWithLoadingScreen, withBuildTags } from './index-html'
import { firstScreenRoutes, prerenderFirstScreen } from './prerender'

const FIRST_SCREEN = fileURLToPath(new URL('../src/app/first-screen', import.meta.url))
let firstScreen: string | undefined

/**
 * The inline script, bundled and minified. Its settings come from its element's attributes, so
 * its text, and its hash in the policy, is the same for every build.
 */
export function firstScreenScript(): string {
  firstScreen ??= buildSync({
    stdin: {
      contents: "import { runInlineScript } from './first-screen'\nrunInlineScript()",
      resolveDir: FIRST_SCREEN,
    },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    legalComments: 'none',
    write: false,
  }).outputFiles[0]?.text.trim()
  if (!firstScreen) throw new Error('esbuild made nothing of the first screen script')
  if (/<\/script/i.test(firstScreen)) throw new Error('the first screen script contains </script')
  return firstScreen
}

/**
 * The script as a build tag, in <head> after the policy and before the stylesheet, so that it
 * asks for the cars before anything else has arrived; its settings are its attributes.
 */
export const firstScreenScriptTag = (
  script: string,
  apiUrl: string,
  routerBase: string,
  routes: FirstScreenRoutes,
) =>
  `<script data-first-screen-script data-api="${attribute(apiUrl)}" data-base="${attribute(routerBase)}" data-car="${attribute(routes.car)}" data-list="${attribute(routes.list)}" ${MARK}>${script}</script>`

/** A first screen's template, as a build writes it (the id is the template's own). */
const TEMPLATE = /<template id="?[\w-]+-first-screen"?[^>]*>[\s\S]*?<\/template>/g

/** The page without the templates of an earlier build (Parcel may leave a page in place). */
export const withoutTemplates = (page: string): string => page.replace(TEMPLATE, '')

/** The page with `templates` (markup by id, ids ending in `-first-screen`) right after #root. */
export function withTemplates(page: string, templates: Readonly<Record<string, string>>): string {
  const html = withoutTemplates(page)
  const { end } = rootWithLoadingScreen(html)
  if (end === null) throw new Error('the page has no end of #root to put the templates after')
  const written = Object.entries(templates).map(([id, markup]) => {
    if (!/^[\w-]+-first-screen$/.test(id))
      throw new Error(`a template id ends in -first-screen: ${id}`)
    return `<template id="${id}">${markup}</template>`
  })
  return `${html.slice(0, end)}${written.join('')}${html.slice(end)}`
}

/** The script, the route patterns it reads and the templates it shows, as this build makes them. */
export interface CarsFirstScreen {
  script: string
  routes: FirstScreenRoutes
  templates: Record<string, string>
}

export async function carsFirstScreen(): Promise<CarsFirstScreen> {
  return {
    script: firstScreenScript(),
    routes: await firstScreenRoutes(),
    templates: {
      [CAR_FIRST_SCREEN_TEMPLATE]: await prerenderFirstScreen('car'),
      [VEHICLES_FIRST_SCREEN_TEMPLATE]: await prerenderFirstScreen('vehicles'),
    },
  }
}

/**
 * 200.html with the first screen of the pages of cars: the page's `tags` made with the script
 * allowed (its hash in the policy), then the script, and the templates after #root.
 */
export function withCarsFirstScreen(
  shell: string,
  tags: (inlineScripts: readonly string[]) => string[],
  { apiUrl, publicPath }: { apiUrl: string; publicPath: string },
  { script, routes, templates }: CarsFirstScreen,
): string {
  const scriptTag = firstScreenScriptTag(script, apiUrl, publicPath.replace(/\/$/, ''), routes)
  return withTemplates(withBuildTags(shell, [...tags([script]), scriptTag]), templates)
}
