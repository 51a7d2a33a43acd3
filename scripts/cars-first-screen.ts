// 200.html's first screen of the pages of cars (docs/decisions/0001-first-screen.md), built.
import { fileURLToPath } from 'node:url'
import {
  CAR_FIRST_SCREEN_TEMPLATE,
  VEHICLES_FIRST_SCREEN_TEMPLATE,
} from '../src/app/first-screen/first-screen'
import type { FirstScreenRoutes } from './first-screen'
import { attribute, inlineScript, MARK, rootWithLoadingScreen, withBuildTags } from './index-html'
import { firstScreenRoutes, prerenderFirstScreen } from './prerender'

const FIRST_SCREEN = fileURLToPath(new URL('../src/app/first-screen', import.meta.url))
let firstScreen: string | undefined

/** Settings come from the script element's attributes, so its text and hash fit every build. */
export function firstScreenScript(): string {
  firstScreen ??= inlineScript(FIRST_SCREEN, 'first-screen', 'runInlineScript')
  return firstScreen
}

/** In <head> before the stylesheet, so that it asks for the cars before anything else comes. */
export const firstScreenScriptTag = (
  script: string,
  apiUrl: string,
  routerBase: string,
  routes: FirstScreenRoutes,
  builtFleet?: BuiltFleet,
) =>
  `<script data-first-screen-script data-api="${attribute(apiUrl)}" data-base="${attribute(routerBase)}" data-car="${attribute(routes.car)}" data-list="${attribute(routes.list)}"${builtFleet ? ` data-fleet="${attribute(builtFleet.fleet)}" data-pictures="${attribute(builtFleet.pictures)}" data-changed="${attribute(builtFleet.changedKey)}"` : ''} ${MARK}>${script}</script>`

/** A demo's fleet as its build made it (first-screen.ts: FirstScreenSettings). */
export interface BuiltFleet {
  fleet: string
  pictures: string
  changedKey: string
}

const TEMPLATE = /<template id="?[\w-]+-first-screen"?[^>]*>[\s\S]*?<\/template>/g

/** The page without the templates of an earlier build (Parcel may leave a page in place). */
export const withoutTemplates = (page: string): string => page.replace(TEMPLATE, '')

/** The ids end in `-first-screen`, so that a later build finds them again. */
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

/** The page's tags are made with the script allowed, so its hash goes and comes with it. */
export function withCarsFirstScreen(
  shell: string,
  tags: (inlineScripts: readonly string[]) => string[],
  { apiUrl, publicPath }: { apiUrl: string; publicPath: string },
  { script, routes, templates }: CarsFirstScreen,
  builtFleet?: BuiltFleet,
): string {
  const base = publicPath.replace(/\/$/, '')
  const scriptTag = firstScreenScriptTag(script, apiUrl, base, routes, builtFleet)
  return withTemplates(withBuildTags(shell, [...tags([script]), scriptTag]), templates)
}
