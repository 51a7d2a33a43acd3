/** What a first visit to each route downloads, measured in a real browser; it fails over the budgets of docs/performance.md or with mock code in the live build. tsx scripts/size.ts [--only live|demo] [--json FILE] */

import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { type Browser, chromium, type Page } from '@playwright/test'
import { startMockServer } from '../mocks/server'
import { TOKEN_KEY } from '../src/api/token-store'
import { API_BASE_PATH } from '../src/domain/api-base'
import { DEMO_ACCOUNTS, type DemoPersona } from '../src/domain/demo-accounts'
import { LOCALE_KEY, type Locale } from '../src/i18n/locales'
import { CHROMIUM_ARGS, chromiumExecutable } from './browser'
import { findMarkers } from './bundle-markers'
import { demoBackendStarted } from './demo-started'
import { runAsScript } from './entry'
import { startStaticServer } from './serve'

/** The gates npm test holds: the live home page's in every language (each downloads its own texts, decisions 0017 and 0019), the first load of the demo. */
export const BUDGET = {
  homeJs: 110 * 1024,
  homeCss: 30 * 1024,
  demoFirstLoadJs: 300 * 1024,
}

interface Route {
  path: string
  as?: DemoPersona
  /** A visitor who chose another language than English (the stored choice). */
  locale?: Exclude<Locale, 'en'>
}

export const ROUTES: Route[] = [
  { path: '/' },
  { path: '/', locale: 'es' },
  { path: '/', locale: 'tr' },
  { path: '/about' },
  { path: '/contact' },
  { path: '/auth' },
  { path: '/vehicles' },
  { path: '/vehicles/1' },
  { path: '/vehicles/1', locale: 'es' },
  { path: '/vehicles/1', as: 'customer' },
  { path: '/user', as: 'customer' },
  { path: '/user/reservations', as: 'customer' },
  { path: '/user/reservations/1', as: 'customer' },
  { path: '/admin', as: 'admin' },
  { path: '/admin/users', as: 'admin' },
  { path: '/admin/users/new', as: 'admin' },
  { path: '/admin/vehicles', as: 'admin' },
  { path: '/admin/vehicles/1', as: 'admin' },
  { path: '/admin/reservations', as: 'admin' },
  { path: '/admin/reservations/1', as: 'admin' },
]

export interface Figure {
  route: string
  js: number
  css: number
  files: number
}

const KB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export function build(mode: 'live' | 'mock', dist: string, env: Record<string, string> = {}) {
  execFileSync(
    'npx',
    [
      'tsx',
      'scripts/parcel.ts',
      'build',
      '--mode',
      mode,
      '--dist',
      dist,
      '--cache',
      '.e2e/size/cache',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, MOCK_LATENCY: '0', ...env } },
  )
}

/** Sums the gzip size of the scripts and stylesheets `page` loads while `visit` runs. */
async function measure(page: Page, visit: () => Promise<unknown>): Promise<Omit<Figure, 'route'>> {
  const bodies: Promise<{ kind: 'js' | 'css'; bytes: number } | null>[] = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    const path = new URL(response.url()).pathname
    const kind: 'js' | 'css' | null =
      type === 'script' || path.endsWith('.js')
        ? 'js'
        : type === 'stylesheet' || path.endsWith('.css')
          ? 'css'
          : null
    if (!kind || response.status() >= 400) return
    bodies.push(
      response
        .body()
        .then((body) => ({ kind, bytes: gzipSync(body, { level: 9 }).length }))
        .catch(() => null),
    )
  })
  await visit()
  await page.waitForLoadState('networkidle')
  const all = (await Promise.all(bodies)).filter((b) => b !== null)
  const sum = (kind: 'js' | 'css') =>
    all.filter((b) => b.kind === kind).reduce((total, b) => total + b.bytes, 0)
  return { js: sum('js'), css: sum('css'), files: all.length }
}

async function loginToken(apiUrl: string, persona: DemoPersona): Promise<string> {
  const { email, password } = DEMO_ACCOUNTS[persona]
  const response = await fetch(`${apiUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`login as ${email} failed: ${response.status}`)
  return ((await response.json()) as { token: string }).token
}

async function measureLive(browser: Browser): Promise<{ figures: Figure[]; markers: string[] }> {
  const api = await startMockServer({ port: 0, log: false })
  const dist = '.e2e/size/live'
  try {
    build('live', dist, { API_URL: api.url })
    const markers = findMarkers(dist)
    const site = await startStaticServer(dist)
    const figures: Figure[] = []
    try {
      for (const route of ROUTES) {
        const context = await browser.newContext()
        const page = await context.newPage()
        if (route.as) {
          const token = await loginToken(api.url, route.as)
          await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
            TOKEN_KEY,
            token,
          ] as const)
        }
        await chooseLanguage(page, route)
        const sizes = await measure(page, () => page.goto(site.url + route.path))
        figures.push({ route: label(route), ...sizes })
        await context.close()
      }
    } finally {
      await site.close()
    }
    return { figures, markers }
  } finally {
    await api.close()
  }
}

async function measureDemo(browser: Browser): Promise<Figure[]> {
  const dist = '.e2e/size/demo'
  build('mock', dist)
  const site = await startStaticServer(dist)
  const figures: Figure[] = []
  // Signed-in visits start with the demo's data and a session stored, as a returning visitor's.
  const states = new Map<DemoPersona, Awaited<ReturnType<typeof signedInState>>>()
  async function signedInState(persona: DemoPersona) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(site.url)
    await page.getByRole('navigation', { name: 'Main' }).waitFor({ timeout: 30_000 })
    await demoBackendStarted(page)
    const { email, password } = DEMO_ACCOUNTS[persona]
    await page.evaluate(
      async ({ base, key, email, password }) => {
        const response = await fetch(`${base}/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        })
        localStorage.setItem(key, ((await response.json()) as { token: string }).token)
      },
      { base: API_BASE_PATH, key: TOKEN_KEY, email, password },
    )
    const state = await context.storageState({ indexedDB: true })
    await context.close()
    return state
  }
  try {
    for (const route of ROUTES) {
      let storageState: Awaited<ReturnType<typeof signedInState>> | undefined
      if (route.as) {
        if (!states.has(route.as)) states.set(route.as, await signedInState(route.as))
        storageState = states.get(route.as)
      }
      const context = await browser.newContext({ storageState })
      const page = await context.newPage()
      await chooseLanguage(page, route)
      const sizes = await measure(page, () => page.goto(site.url + route.path))
      figures.push({ route: label(route), ...sizes })
      await context.close()
    }
  } finally {
    await site.close()
  }
  return figures
}

const label = (route: Route) =>
  [route.path, route.as && `(${route.as})`, route.locale && `(${route.locale})`]
    .filter(Boolean)
    .join(' ')

/** The visitor's stored choice of language, before the page's scripts read it. */
async function chooseLanguage(page: Page, route: Route): Promise<void> {
  if (!route.locale) return
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    LOCALE_KEY,
    route.locale,
  ] as const)
}

/** The home page in every language measured: each stays within the budget. */
const homes = (figures: Figure[] | null | undefined) =>
  (figures ?? []).filter((f) => f.route === '/' || /^\/ \((es|tr)\)$/.test(f.route))

function table(title: string, figures: Figure[]): string {
  const width = Math.max(...figures.map((f) => f.route.length), 5)
  const lines = [
    title,
    `  ${'route'.padEnd(width)}  ${'JS gzip'.padStart(10)}  ${'CSS gzip'.padStart(10)}  files`,
    ...figures.map(
      (f) =>
        `  ${f.route.padEnd(width)}  ${KB(f.js).padStart(10)}  ${KB(f.css).padStart(10)}  ${String(f.files).padStart(5)}`,
    ),
  ]
  return lines.join('\n')
}

export function verdicts(
  live: Figure[] | null,
  markers: string[],
  demo: Figure[] | null,
): Array<{ line: string; failed: boolean }> {
  const out: Array<{ line: string; failed: boolean }> = []
  for (const home of homes(live)) {
    const name = `live home${home.route === '/' ? '' : home.route.slice(1)}`
    out.push({
      line: `${name} JavaScript ${KB(home.js)} (budget ${KB(BUDGET.homeJs)})`,
      failed: home.js > BUDGET.homeJs,
    })
    out.push({
      line: `${name} CSS ${KB(home.css)} (budget ${KB(BUDGET.homeCss)})`,
      failed: home.css > BUDGET.homeCss,
    })
  }
  if (live) {
    out.push({
      line: markers.length
        ? `mock code or demo files in the live build:\n    ${markers.join('\n    ')}`
        : 'no mock code, demo worker or manifest in the live build',
      failed: markers.length > 0,
    })
  }
  for (const demoHome of homes(demo)) {
    out.push({
      line: `demo first load of ${demoHome.route} JavaScript ${KB(demoHome.js)} (budget ${KB(BUDGET.demoFirstLoadJs)})`,
      failed: demoHome.js > BUDGET.demoFirstLoadJs,
    })
  }
  return out
}

async function main() {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      json: { type: 'string' },
    },
  })
  if (values.only && values.only !== 'live' && values.only !== 'demo') {
    throw new Error('--only must be "live" or "demo"')
  }
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: CHROMIUM_ARGS,
  })
  try {
    const live = values.only === 'demo' ? null : await measureLive(browser)
    if (live) console.log(table('Live build (first visit, cache empty)', live.figures))
    const demo = values.only === 'live' ? null : await measureDemo(browser)
    if (demo)
      console.log(table('Demo build (first visit; signed-in routes with a stored session)', demo))
    const results = verdicts(live?.figures ?? null, live?.markers ?? [], demo)
    for (const { line, failed } of results) console.log(`${failed ? 'OVER' : 'ok  '} ${line}`)
    if (values.json)
      writeFileSync(values.json, JSON.stringify({ live: live?.figures, demo }, null, 2))
    process.exitCode = results.some((r) => r.failed) ? 1 : 0
  } finally {
    await browser.close()
  }
}

runAsScript(import.meta.url, main)
