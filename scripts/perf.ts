/** Page speed in throttled headless Chromium, as docs/performance.md describes it; it prints figures and never fails on time. tsx scripts/perf.ts [--runs N] [--only lcp,frozen,admin] [--pages P,P] [--builds live,demo] [--viewports WxH,WxH] [--each] [--api-port N] [--original URL] */

import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
} from '@playwright/test'
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
/** `--only lcp,frozen,admin` (any of them; all by default). */
const part = (name: string) => !values.only || values.only.split(',').includes(name)

function sizeOf(viewport: Viewport) {
  return `${viewport.width}x${viewport.height}`
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b)
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

type Task = { doc: number; start: number; ms: number }

/** A page of `context` at `rate`x CPU throttling whose long tasks, in every document it shows, go to `tasks` (a reload does not lose them). */
async function watchedPage(context: BrowserContext, rate: number, tasks: Task[]): Promise<Page> {
  await context.exposeBinding(
    'autoviaPerfLongTask',
    (_source, doc: number, start: number, ms: number) => {
      tasks.push({ doc, start, ms })
    },
  )
  await context.addInitScript(() => {
    const report = (
      window as unknown as {
        autoviaPerfLongTask: (doc: number, start: number, ms: number) => void
      }
    ).autoviaPerfLongTask
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        report(performance.timeOrigin, entry.startTime, entry.duration)
    }).observe({ type: 'longtask', buffered: true })
  })
  const page = await context.newPage()
  if (rate > 1) {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  }
  return page
}

/** Waits for the demo's page to be up with its embedded backend, the reservations in too (a read of them responds once they are). */
async function demoReady(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).waitFor({ timeout: 120_000 })
  await demoBackendStarted(page)
  await page.evaluate(
    async ({ base, key }) => {
      const token = localStorage.getItem(key)
      await fetch(`${base}/reservations/auth/all`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })
    },
    { base: API_BASE_PATH, key: TOKEN_KEY },
  )
  await page.waitForTimeout(500)
}

/** Runs `act`, which asks for a change and ends by reloading the page, calling `begin` just before its last click: returns the longest task of the page it began on from then, and of the page it reloaded into until that one has its data in. */
async function acrossReload(
  page: Page,
  tasks: Task[],
  act: (begin: () => Promise<void>) => Promise<void>,
) {
  const before = await page.evaluate(() => performance.timeOrigin)
  let since = 0
  const begin = async () => {
    since = await page.evaluate(() => performance.now())
  }
  tasks.length = 0
  const reloaded = page.waitForEvent('load', { timeout: 180_000 })
  await act(begin)
  await reloaded
  await demoReady(page)
  const longest = (mine: (t: Task) => boolean) =>
    Math.max(0, ...tasks.filter(mine).map((t) => t.ms))
  return {
    action: longest((t) => t.doc === before && t.start + t.ms >= since),
    load: longest((t) => t.doc !== before),
  }
}

const panel = (page: Page) => page.getByRole('dialog', { name: 'Demo backend' })
const demoBar = (page: Page) => page.getByRole('complementary', { name: 'Demo' })

async function openPanel(page: Page, tab: string) {
  await demoBar(page).getByRole('button', { name: 'Backend' }).click({ timeout: 120_000 })
  await panel(page).getByRole('tab', { name: tab }).click({ timeout: 60_000 })
  return panel(page)
}

/** The demo's panel used as a person does: a scenario's Use button, then Switch. */
async function switchTo(page: Page, label: string, begin: () => Promise<void>) {
  const scenarios = await openPanel(page, 'Scenarios')
  await scenarios.getByRole('button', { name: `Use ${label}` }).click()
  const question = page.getByRole('dialog', { name: 'Switch scenario' })
  await question.waitFor({ timeout: 60_000 })
  await clickFound(question.getByRole('button', { name: 'Switch' }), begin)
}

/** Finds the button first, then calls `begin` and clicks it: Playwright's search by role runs in the page, a long task of its own on a large page at 4x. */
async function clickFound(button: Locator, begin: () => Promise<void>) {
  const found = await button.elementHandle({ timeout: 60_000 })
  if (!found) throw new Error('no button to click')
  await begin()
  await found.click()
}

async function resetData(page: Page, begin: () => Promise<void>) {
  await demoBar(page).getByRole('button', { name: 'Reset data' }).click()
  const question = page.getByRole('dialog', { name: 'Reset data' })
  await question.waitFor({ timeout: 60_000 })
  await clickFound(question.getByRole('button', { name: 'Reset' }), begin)
}

async function downloadSnapshot(page: Page): Promise<string> {
  const tab = await openPanel(page, 'Snapshots')
  const downloading = page.waitForEvent('download', { timeout: 120_000 })
  await tab.getByRole('button', { name: 'Download snapshot' }).click()
  const path = await (await downloading).path()
  await page.keyboard.press('Escape')
  return readFile(path, 'utf8')
}

/** A snapshot's text as a file on disk, to be chosen by its path. */
async function snapshotOnDisk(text: string): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'autovia-perf-')), 'large.json')
  await writeFile(path, text)
  return path
}

async function loadSnapshot(page: Page, path: string, begin: () => Promise<void>) {
  const tab = await openPanel(page, 'Snapshots')
  const choosing = page.waitForEvent('filechooser')
  await tab.getByRole('button', { name: /^Load snapshot/ }).click()
  const chooser = await choosing
  // From the file chosen: the panel checks it whole, asks, then loads it. Chosen by its path, as a person's pick: a file given as bytes is decoded by a script in the page, one long task of the harness's own.
  await begin()
  await chooser.setFiles(path)
  // Waited for by its class while the file is checked: a search by role would run in the page all the while.
  await page.locator('.p-confirm-dialog-accept').click({ timeout: 120_000 })
}

const SWITCHES = ['Large fleet', 'Busy weekend', 'First day', 'Production-like', 'Everyday']

/** Never frozen: the longest task of each wholesale change made from the demo's panel, and of the page load that follows it (the stored database restored), with and without throttling. */
async function frozenTable(browser: Browser, origin: string) {
  const rows: Row[] = []
  const restores: Row[] = []
  let snapshot = ''
  for (const rate of [1, THROTTLE]) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const tasks: Task[] = []
    const at = rate > 1 ? `${rate}x throttled` : 'no throttling'
    try {
      const page = await watchedPage(context, rate, tasks)
      await page.goto(origin)
      await demoReady(page)
      const loads: number[] = []
      const measure = async (name: string, act: (begin: () => Promise<void>) => Promise<void>) => {
        const { action, load } = await acrossReload(page, tasks, act)
        rows.push([`longest task: ${name} (${at})`, action])
        loads.push(load)
      }
      await measure('switch to Large fleet', (begin) => switchTo(page, 'Large fleet', begin))
      await measure('reset data at Large fleet', (begin) => resetData(page, begin))
      if (!snapshot) snapshot = await snapshotOnDisk(await downloadSnapshot(page))
      await measure('load a snapshot of Large fleet', (begin) =>
        loadSnapshot(page, snapshot, begin),
      )
      // Page loads with the large database stored: the restore's own timings.
      type Timings = NonNullable<MockBackendGlobals['autoviaMock']>['timings']
      const timings: Timings[] = []
      for (let i = 0; i < (rate > 1 ? 1 : RUNS); i++) {
        const { load } = await acrossReload(page, tasks, async () => {
          await page.reload()
        })
        loads.push(load)
        const found = await page.evaluate(
          () => (globalThis as MockBackendGlobals).autoviaMock?.timings,
        )
        if (!found) throw new Error('the demo backend has not started')
        timings.push(found)
      }
      // A load waits for the page to be idle before the reservations go in: not the restore's work.
      restores.push(
        [
          `demo restore at page load (large seed, ${at})`,
          median(timings.map((t) => t.load - t.idle)),
        ],
        ['  until the first screen could be served', median(timings.map((t) => t.core))],
      )
      rows.push([`longest task: page load restoring Large fleet (${at})`, Math.max(...loads)])
      for (const label of SWITCHES.slice(1)) {
        const { action } = await acrossReload(page, tasks, (begin) => switchTo(page, label, begin))
        rows.push([`longest task: switch to ${label} (${at})`, action])
      }
    } finally {
      await context.close()
    }
  }
  return [...restores, ...rows]
}

/** The admin reservations table and the fleet timeline at the large seed, throttled. */
async function adminTable(browser: Browser, origin: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  try {
    const page = await context.newPage()
    await page.goto(origin)
    await demoReady(page)
    await page.evaluate(
      async ({ base, key, admin }) => {
        await (globalThis as MockBackendGlobals).autoviaMock?.resetMockDatabase({ size: 'large' })
        const response = await fetch(`${base}/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(admin),
        })
        localStorage.setItem(key, ((await response.json()) as { token: string }).token)
      },
      { base: API_BASE_PATH, key: TOKEN_KEY, admin: DEMO_ACCOUNTS.admin },
    )
    const save = await page.evaluate(
      () => (globalThis as MockBackendGlobals).autoviaMock?.timings.save ?? Number.NaN,
    )
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE })
    await page.goto(`${origin}/admin/reservations`)
    const table = page.getByRole('table')
    await table.getByRole('row').nth(1).waitFor({ timeout: 120_000 })

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
      ['demo save after one change (large seed, no throttling)', save],
      ['admin reservations (10,000 rows): sort', median(sorts)],
      ['admin reservations (10,000 rows): page change', median(pages)],
    ] as Row[]
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
    const needsDemo = !part('lcp') || values.only !== 'lcp' || BUILDS.has('demo')
    if (needsDemo) build('mock', '.e2e/perf/demo')
    const live = await startStaticServer('.e2e/perf/live')
    const demo = needsDemo ? await startStaticServer('.e2e/perf/demo') : undefined
    const print = (rows: Row[]) => {
      for (const [name, ms] of rows)
        console.log(`${name.padEnd(66)}${ms.toFixed(0).padStart(8)} ms`)
    }
    try {
      if (part('lcp')) {
        const original = values.original?.replace(/\/$/, '')
        const sites: Record<'original' | 'live' | 'demo', Site | undefined> = {
          original: original ? { label: 'LCP original', origin: original } : undefined,
          live: BUILDS.has('live') ? { label: 'LCP live', origin: live.url } : undefined,
          demo: demo && BUILDS.has('demo') ? { label: 'LCP demo', origin: demo.url } : undefined,
        }
        const measured = Object.values(sites).filter((site) => site !== undefined)
        const medians = await lcpTables(browser, measured)
        const tableOf = (site: Site | undefined) => (site ? medians[measured.indexOf(site)]! : [])
        const tables = {
          original: tableOf(sites.original),
          live: tableOf(sites.live),
          demo: tableOf(sites.demo),
        }
        console.log(
          `\nLCP: headless Chromium, ${THROTTLE}x CPU throttling, median of ${RUNS} first visits (cache and storage empty)`,
        )
        print([...tables.original, ...tables.live, ...tables.demo])
        const ratios = (label: string, of: Row[], to: Row[]) =>
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
          console.log(`${name.padEnd(66)}${ratio.toFixed(2).padStart(8)} x`)
      }
      if (demo && part('frozen')) {
        console.log(
          `\nNever frozen: the demo's panel at the large seed, without throttling and at ${THROTTLE}x (restore: median of ${RUNS} page loads without throttling, one at ${THROTTLE}x)`,
        )
        print(await frozenTable(browser, demo.url))
      }
      if (demo && part('admin')) {
        console.log(`\nAdmin at the large seed, ${THROTTLE}x CPU throttling, median of ${RUNS}`)
        print(await adminTable(browser, demo.url))
      }
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
