/** Page speed in throttled headless Chromium, as docs/performance.md describes it; it prints figures and never fails on time. tsx scripts/perf.ts [--runs N] [--only lcp|admin] [--pages P,P] [--builds live,demo] [--viewports WxH,WxH] [--each] [--api-port N] [--original URL] */

import { parseArgs } from 'node:util'
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test'
import type { MockBackendGlobals } from '../mocks/browser'
import { startMockServer } from '../mocks/server'
import { TOKEN_KEY } from '../src/api/token-store'
import { API_BASE_PATH } from '../src/domain/api-base'
import { DEMO_ACCOUNTS } from '../src/domain/demo-accounts'
import { CHROMIUM_ARGS, chromiumExecutable } from './browser'
import { demoBackendStarted } from './demo-started'
import { runAsScript } from './entry'
import { startStaticServer } from './serve'
import { build } from './size'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    only: { type: 'string' },
    pages: { type: 'string', default: '/,/vehicles,/vehicles/1' },
    builds: { type: 'string', default: 'live,demo' },
    viewports: { type: 'string', default: '1280x800,1280x900' },
    each: { type: 'boolean', default: false },
    'api-port': { type: 'string', default: '0' },
    original: { type: 'string' },
  },
})
const RUNS = Math.max(5, Number(values.runs))
const PAGES = values.pages.split(',').filter(Boolean)
const BUILDS = new Set(values.builds.split(','))
type Viewport = { width: number; height: number }
const VIEWPORTS = values.viewports
  .split(',')
  .filter(Boolean)
  .map((size): Viewport => {
    const [, width, height] = /^(\d+)x(\d+)$/.exec(size.trim()) ?? []
    if (!width || !height) throw new Error(`--viewports: ${size} is not WIDTHxHEIGHT`)
    return { width: Number(width), height: Number(height) }
  })
const CASES = PAGES.flatMap((path) =>
  VIEWPORTS.map((viewport) => ({ path, viewport, name: `${path} at ${sizeOf(viewport)}` })),
)
const THROTTLE = 4

function sizeOf(viewport: Viewport) {
  return `${viewport.width}x${viewport.height}`
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b)
  // No figure at all (every load lacked an entry) prints NaN rather than failing the run.
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

async function throttled(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE })
  return page
}

type Lcp = { ms: number; entries: number; element: string }

/** The last LCP entry once the page has settled: a picture painted again larger counts. */
async function lcpOf(browser: Browser, url: string, viewport: Viewport): Promise<Lcp> {
  const context = await browser.newContext({ viewport })
  try {
    await context.addInitScript(() => {
      const w = window as unknown as { __lcp: Lcp }
      w.__lcp = { ms: 0, entries: 0, element: '' }
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LargestContentfulPaint[]) {
          const tag = entry.element?.tagName.toLowerCase() ?? 'detached'
          w.__lcp = {
            ms: entry.startTime,
            entries: w.__lcp.entries + 1,
            element: `${tag} ${entry.size} px²`,
          }
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
    const page = await throttled(context)
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 })
    // Throttled Chromium hands entries to observers late: wait until one has come and none follows.
    const read = () => page.evaluate(() => (window as unknown as { __lcp: Lcp }).__lcp)
    let last = await read()
    for (let quiet = 0, tries = 0; quiet < 3 && tries < 40; tries++) {
      await page.waitForTimeout(500)
      const now = await read()
      quiet = now.ms > 0 && now.entries === last.entries ? quiet + 1 : 0
      last = now
    }
    return last
  } finally {
    await context.close()
  }
}

type Site = { label: string; origin: string }
type Row = [string, number]

async function lcpTables(browser: Browser, sites: Site[]): Promise<Row[][]> {
  const runs = sites.map(() => CASES.map((): number[] => []))
  for (const [c, { path, viewport, name }] of CASES.entries()) {
    // The sites take turns load by load, so the machine's changing load weighs on each alike.
    for (let round = 0; round < RUNS * 3 && runs.some((site) => site[c]!.length < RUNS); round++) {
      for (const [s, { label, origin }] of sites.entries()) {
        const done = runs[s]![c]!
        if (done.length >= RUNS) continue
        const lcp = await lcpOf(browser, origin + path, viewport)
        if (lcp.ms > 0) done.push(lcp.ms)
        if (values.each)
          console.log(
            `${label} ${name}: ${lcp.ms.toFixed(0)} ms (${lcp.entries} entries, last ${lcp.element})`,
          )
      }
    }
  }
  return sites.map(({ label }, s) =>
    CASES.map(({ name }, c): Row => {
      const done = runs[s]![c]!
      return [`${label} ${name}${done.length < RUNS ? ` (${done.length} runs)` : ''}`, median(done)]
    }),
  )
}

async function adminTable(browser: Browser, origin: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  // The page's long tasks, as the browser records them (docs/performance.md: never frozen).
  await context.addInitScript(() => {
    const w = window as unknown as { __longTasks: number[] }
    w.__longTasks = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push(entry.duration)
    }).observe({ type: 'longtask', buffered: true })
  })
  const longestTask = (page: Page) =>
    page.evaluate(() => {
      const w = window as unknown as { __longTasks: number[] }
      const longest = Math.max(0, ...w.__longTasks)
      w.__longTasks = []
      return longest
    })
  try {
    const page = await context.newPage()
    await page.goto(origin)
    await page.getByRole('navigation', { name: 'Main' }).waitFor({ timeout: 60_000 })
    await demoBackendStarted(page)
    // The demo's own reset, to the large seed (what a switch to Large fleet does), then the administrator.
    const switchToLarge = async () => {
      await longestTask(page)
      await page.evaluate(() =>
        (globalThis as MockBackendGlobals).autoviaMock?.resetMockDatabase({ size: 'large' }),
      )
      return longestTask(page)
    }
    const switchTask = await switchToLarge()
    await page.evaluate(
      async ({ base, key, admin }) => {
        const response = await fetch(`${base}/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(admin),
        })
        localStorage.setItem(key, ((await response.json()) as { token: string }).token)
      },
      { base: API_BASE_PATH, key: TOKEN_KEY, admin: DEMO_ACCOUNTS.admin },
    )
    type Timings = NonNullable<MockBackendGlobals['autoviaMock']>['timings']
    // A load waits for the page to be idle before the reservations go in: not the restore's work.
    const work = (t: Timings) => t.load - t.idle
    const timings = async () => {
      const found = await page.evaluate(
        () => (globalThis as MockBackendGlobals).autoviaMock?.timings,
      )
      if (!found) throw new Error('the demo backend has not started')
      return found
    }
    // The sign-in above was one change: its save wrote that session alone.
    const { save } = await timings()
    // Page loads with the large database stored: unthrottled, then with the throttling on.
    const loads: Timings[] = []
    const loadTasks: number[] = []
    for (let i = 0; i < RUNS; i++) {
      await page.reload()
      await page.getByRole('navigation', { name: 'Main' }).waitFor({ timeout: 60_000 })
      await demoBackendStarted(page)
      // The reservations go in after the first screen: a read of them responds once they are in.
      await page.evaluate(
        async ({ base, key }) => {
          const token = localStorage.getItem(key)
          await fetch(`${base}/reservations/auth/all`, {
            headers: { authorization: `Bearer ${token}` },
          })
        },
        { base: API_BASE_PATH, key: TOKEN_KEY },
      )
      loads.push(await timings())
      loadTasks.push(await longestTask(page))
    }
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE })
    const throttledSwitchTask = await switchToLarge()
    await page.goto(`${origin}/admin/reservations`)
    const table = page.getByRole('table')
    await table.getByRole('row').nth(1).waitFor({ timeout: 120_000 })
    const throttled = await timings()
    // The page's own start is in this load too: its longest task need not be the restore's.
    const throttledLoadTask = await longestTask(page)

    const timeClick = (selector: string, index: number) =>
      page.evaluate(
        async ({ selector, index }) => {
          const target = document.querySelectorAll<HTMLElement>(selector)[index]
          if (!target) throw new Error(`nothing matches ${selector}`)
          const started = performance.now()
          target.click()
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
          return performance.now() - started
        },
        { selector, index },
      )
    const sorts: number[] = []
    const pages: number[] = []
    for (let i = 0; i < RUNS; i++) {
      sorts.push(await timeClick('th.p-sortable-column', i % 3))
      pages.push(await timeClick('.p-paginator-next, .p-paginator-prev', 0))
    }
    // The fleet timeline over a month: a scroll down all its rows, a frame at a time.
    await page.goto(`${origin}/admin/timeline`)
    await page.getByRole('button', { name: 'Month', exact: true }).click()
    await page.locator('.timeline__row').first().waitFor({ timeout: 120_000 })
    const frames = await page.evaluate(async () => {
      const box = document.querySelector<HTMLElement>('.timeline')
      if (!box) throw new Error('no timeline')
      const gaps: number[] = []
      let last = performance.now()
      for (let i = 0; i < 120; i++) {
        box.scrollTop += 150
        await new Promise((r) => requestAnimationFrame(r))
        const now = performance.now()
        gaps.push(now - last)
        last = now
      }
      return gaps
    })
    const p95 = [...frames].sort((a, b) => a - b)[Math.floor(frames.length * 0.95)] ?? Number.NaN
    return [
      ['fleet timeline (500 cars, month): frame while scrolling', median(frames)],
      ['  95th percentile', p95],
      ['demo save after one change (large seed)', save],
      ['demo restore at page load (large seed, no throttling)', median(loads.map(work))],
      ["  of which reading it, checking the first screen's", median(loads.map((t) => t.read))],
      ['  until the first screen could be served', median(loads.map((t) => t.core))],
      ['demo restore at page load (large seed, 4x throttled)', work(throttled)],
      ['  until the first screen could be served', throttled.core],
      ['longest task: switch to the large seed (no throttling)', switchTask],
      ['longest task: switch to the large seed (4x throttled)', throttledSwitchTask],
      ['longest task: page load with the large seed (no throttling)', median(loadTasks)],
      ['longest task: page load with the large seed (4x throttled)', throttledLoadTask],
      ['admin reservations (10,000 rows): sort', median(sorts)],
      ['admin reservations (10,000 rows): page change', median(pages)],
    ] as Array<[string, number]>
  } finally {
    await context.close()
  }
}

async function main() {
  const api = await startMockServer({ port: Number(values['api-port']), log: false })
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    // Other hosts do not resolve, so the original's Google font fails at once, as offline.
    args: [
      ...CHROMIUM_ARGS,
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
    ],
  })
  try {
    console.log(`Building the live and demo sites (the live one against ${api.url})...`)
    build('live', '.e2e/perf/live', { API_URL: api.url })
    const needsDemo = values.only !== 'lcp' || BUILDS.has('demo')
    if (needsDemo) build('mock', '.e2e/perf/demo')
    const live = await startStaticServer('.e2e/perf/live')
    const demo = needsDemo ? await startStaticServer('.e2e/perf/demo') : undefined
    try {
      const lcp = values.only !== 'admin'
      const original = lcp && values.original ? values.original.replace(/\/$/, '') : undefined
      const sites: Record<'original' | 'live' | 'demo', Site | undefined> = {
        original: original ? { label: 'LCP original', origin: original } : undefined,
        live: lcp && BUILDS.has('live') ? { label: 'LCP live', origin: live.url } : undefined,
        demo:
          lcp && demo && BUILDS.has('demo') ? { label: 'LCP demo', origin: demo.url } : undefined,
      }
      const measured = Object.values(sites).filter((site) => site !== undefined)
      const medians = await lcpTables(browser, measured)
      const tableOf = (site: Site | undefined) => (site ? medians[measured.indexOf(site)]! : [])
      const tables = {
        original: tableOf(sites.original),
        live: tableOf(sites.live),
        demo: tableOf(sites.demo),
      }
      const rows: Row[] = [
        ...tables.original,
        ...tables.live,
        ...tables.demo,
        ...(values.only === 'lcp' || !demo ? [] : await adminTable(browser, demo.url)),
      ]
      console.log(
        `\nHeadless Chromium, ${THROTTLE}x CPU throttling, median of ${RUNS} runs (cache and storage empty for LCP)`,
      )
      for (const [name, ms] of rows)
        console.log(`${name.padEnd(60)}${ms.toFixed(0).padStart(8)} ms`)
      const ratios = (label: string, of: typeof rows, to: typeof rows) =>
        of.map(([, ms], i) => [`${label}: ${CASES[i]!.name}`, ms / to[i]![1]] as const)
      const compared = [
        ...(original && tables.live.length
          ? ratios('LCP live / original', tables.live, tables.original)
          : []),
        ...(tables.demo.length && tables.live.length
          ? ratios('LCP demo / live', tables.demo, tables.live)
          : []),
      ]
      for (const [name, ratio] of compared)
        console.log(`${name.padEnd(60)}${ratio.toFixed(2).padStart(8)} x`)
    } finally {
      await live.close()
      await demo?.close()
    }
  } finally {
    await browser.close()
    await api.close()
  }
}

runAsScript(import.meta.url, main)
