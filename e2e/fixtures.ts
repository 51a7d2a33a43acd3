import { test as base, expect, type Locator, type Page, type Response } from '@playwright/test'
import type { Verdict } from '../mocks/control/contract-check'
import { pactChecker } from '../mocks/control/pact-checker'
import { demoBackendStarted } from '../scripts/demo-started'
import { TOKEN_KEY } from '../src/api/token-store'
import { API_BASE_PATH } from '../src/domain/api-base'
import { DEMO_ACCOUNTS, type DemoPersona } from '../src/domain/demo-accounts'
import type { User } from '../src/domain/user'
import type { Vehicle } from '../src/domain/vehicle'

export { DEMO_ACCOUNTS, TOKEN_KEY }
export type DemoRole = DemoPersona

/**
 * A first visit seeds the embedded database before the app renders, which can take a while
 * on a busy machine; use this for the first wait after opening a fresh page.
 */
export const FIRST_LOAD_TIMEOUT = 20_000

/** The public layout's main navigation: scope navbar locators here (the footer has links too). */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

/** Waits for the demo's embedded backend (see scripts/demo-started.ts); at once in a live build. */
export const backendStarted = demoBackendStarted

/** The home page's first screen from index.html is still in place: the app has not rendered. */
export const firstScreenInPlace = (page: Page) => page.locator('#root[data-first-screen]')

/**
 * Opens `path` (relative to the site) and waits for the app's navbar (not the one the home
 * page's HTML carries before the app runs) and the embedded backend.
 */
export async function openStarted(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await expect(firstScreenInPlace(page)).toHaveCount(0, { timeout: FIRST_LOAD_TIMEOUT })
  await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  await backendStarted(page)
}

/**
 * Signs in as a demo account without the UI: opens the start page, asks the embedded backend (the
 * service worker answers) for a token, stores it like the app does and reloads, so the
 * app's start-up loads the user. Resolves with that user once the navbar shows their menu
 * (on a phone, inside the folded panel, which it folds again). Afterwards the page is on
 * the start page; go wherever the test needs.
 */
export async function loginAs(page: Page, role: DemoRole): Promise<User> {
  const { email, password } = DEMO_ACCOUNTS[role]
  // Relative, so that it opens the site's start page also when it is served from a sub-path.
  await openStarted(page, './')
  // The embedded backend saves the new session before it answers, so a reload keeps it.
  const user = await signInThroughApi(page, email, password)
  await page.reload()
  await expect(firstScreenInPlace(page)).toHaveCount(0, { timeout: FIRST_LOAD_TIMEOUT })
  await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  const fold = mainNav(page).getByRole('button', { name: 'Menu' })
  const folded = await fold.isVisible()
  if (folded) await fold.click()
  await expect(userMenuButton(page, user)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  if (folded) await fold.click()
  return user
}

/**
 * Signs in with the embedded backend's API from inside the page and answers the account
 * GET /user returns; `keep` stores the token as the app does (the app reads it on its next load).
 */
export async function signInThroughApi(
  page: Page,
  email: string,
  password: string,
  { keep = true } = {},
): Promise<User> {
  await backendStarted(page)
  return page.evaluate(
    async ({ email, password, key, base, keep }) => {
      const login = await fetch(`${base}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      })
      if (!login.ok) throw new Error(`login as ${email} failed: ${login.status}`)
      const { token } = (await login.json()) as { token: string }
      const me = await fetch(`${base}/user`, { headers: { authorization: `Bearer ${token}` } })
      if (!me.ok) throw new Error(`GET /user as ${email} failed: ${me.status}`)
      if (keep) localStorage.setItem(key, token)
      return (await me.json()) as User
    },
    { email, password, key: TOKEN_KEY, base: MOCK_API, keep },
  )
}

/** The navbar's account button of a signed-in user (it shows the first name). */
export const userMenuButton = (page: Page, user: Pick<User, 'firstName'>) =>
  mainNav(page).getByRole('button', { name: user.firstName })

/** Reads the stored bearer token (null when signed out). */
export const storedToken = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)

/**
 * What the browser logs for an answer with an error status. A 4xx is an answer the app
 * expects and handles (a wrong password, a taken car), not an error of the page.
 */
const EXPECTED_HTTP_ANSWER =
  /^Failed to load resource: the server responded with a status of 4\d\d\b/

export interface PageErrors {
  /** What the page threw or logged as an error so far. */
  readonly seen: string[]
  /** Lets a test that provokes a failure on purpose accept the console errors it causes. */
  allow(pattern: RegExp): void
  /** Watches another page of the test (a second tab) the same way. */
  watch(page: Page): void
}

/**
 * `test` with every page watched: a test fails when its page throws an uncaught error or
 * logs a console error. `asAdmin` and `asCustomer` are the test's page after loginAs,
 * together with the signed-in user.
 */
/** One response of the test that did not keep the contract, or that no interaction covers. */
export interface Drift {
  call: string
  verdict: Exclude<Verdict, { kind: 'ok' }>
}

export interface ContractDrift {
  /** What the contract check found so far (responses are read as they come). */
  readonly found: Drift[]
  /** Lets a test that breaks the contract on purpose accept mismatches and gaps whose reason matches. */
  allow(pattern: RegExp): void
}

/** Holds one API response the page received to the pact; undefined when it keeps it. */
async function driftOf(response: Response): Promise<Drift | undefined> {
  const url = new URL(response.url())
  const headers = await response.allHeaders()
  // A failure on demand is on purpose; a call never answered has nothing to hold.
  if (!url.pathname.startsWith(`${API_BASE_PATH}/`) || headers['x-mock-side'] === 'failure') {
    return undefined
  }
  let body: Buffer
  try {
    body = await response.body()
  } catch {
    // The page went away (a reload) before the body could be read: nothing left to hold.
    return undefined
  }
  // Chromium hands over no bytes for some binary responses the page read whole (the
  // spreadsheets): what it cannot show is not held here (the in-page check and the mock
  // server's see the bytes).
  if (body.length === 0 && !/json/.test(headers['content-type'] ?? '')) return undefined
  const method = response.request().method()
  const verdict = pactChecker({
    method,
    path: url.pathname,
    search: url.search,
    status: response.status(),
    headers,
    body: new Uint8Array(body),
  })
  return verdict.kind === 'ok'
    ? undefined
    : { call: `${method} ${url.pathname}${url.search} ${response.status()}`, verdict }
}

export const test = base.extend<{
  contractDrift: ContractDrift
  pageErrors: PageErrors
  asAdmin: { page: Page; user: User }
  asCustomer: { page: Page; user: User }
}>({
  pageErrors: [
    async ({ page }, use) => {
      const seen: string[] = []
      const allowed: RegExp[] = [EXPECTED_HTTP_ANSWER]
      const watch = (watched: Page) => {
        // Chromium logs nothing when a blocked eval is caught (as zod's probe for it is): the
        // page's own report of a Content-Security-Policy violation becomes a console error.
        void watched.addInitScript(() =>
          document.addEventListener('securitypolicyviolation', (event) =>
            console.error(
              `Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
            ),
          ),
        )
        watched.on('pageerror', (error) => seen.push(`uncaught ${error.name}: ${error.message}`))
        watched.on('console', (message) => {
          if (message.type() !== 'error') return
          const text = message.text()
          if (!allowed.some((pattern) => pattern.test(text))) seen.push(`console.error: ${text}`)
        })
      }
      watch(page)
      await use({ seen, allow: (pattern) => void allowed.push(pattern), watch })
      expect(seen, 'the page threw or logged errors').toEqual([])
    },
    { auto: true },
  ],
  // Every API response of every page of the test is held to the pact (docs/testing.md): a
  // mismatch fails the test, and so does a call no interaction covers (a contract gap), so
  // that the pact states every answer the app meets.
  contractDrift: [
    async ({ context }, use) => {
      const found: Drift[] = []
      const allowed: RegExp[] = []
      const reading: Promise<void>[] = []
      context.on('response', (response) => {
        reading.push(
          driftOf(response).then(
            (drift) => void (drift && found.push(drift)),
            () => undefined,
          ),
        )
      })
      await use({ found, allow: (pattern) => void allowed.push(pattern) })
      await Promise.all(reading)
      const unallowed = found.filter(
        ({ verdict }) => !verdict.failed.every((f) => allowed.some((pattern) => pattern.test(f))),
      )
      const shown = ({ call, verdict }: Drift) => `${call}: ${verdict.failed.join('; ')}`
      expect(
        unallowed.filter((d) => d.verdict.kind === 'uncovered').map(shown),
        'requests no interaction of the pact covers (contract gaps: add an interaction, docs/contracts.md)',
      ).toEqual([])
      expect(
        unallowed.filter((d) => d.verdict.kind === 'mismatch'),
        'responses that break the contract',
      ).toEqual([])
    },
    { auto: true },
  ],
  asAdmin: async ({ page }, use) => {
    const user = await loginAs(page, 'admin')
    await use({ page, user })
  },
  asCustomer: async ({ page }, use) => {
    const user = await loginAs(page, 'customer')
    await use({ page, user })
  },
})

export { expect }

/**
 * Replaces a field's text as a person does: clicks it, selects all, deletes, types key by
 * key; `leave` then moves on with Tab (so the field's blur checks run).
 */
export async function retype(field: Locator, text: string, { leave = false } = {}) {
  await field.click()
  await field.press('ControlOrMeta+a')
  await field.press('Backspace')
  await field.pressSequentially(text, { delay: 20 })
  if (leave) await field.press('Tab')
}

/** Signs in through the Login tab of /auth, as a person would (the page must be on /auth). */
export async function signInThroughForm(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Login' })
  await form.getByLabel('Email', { exact: true }).fill(email)
  await form.getByLabel('Password', { exact: true }).fill(password)
  await form.getByRole('button', { name: 'Login' }).click()
}

/** The embedded backend's base path, as a mock build calls it from the page. */
export const MOCK_API = API_BASE_PATH

/** The fleet as the backend serves it, fetched from inside the page (the page must be open). */
export async function fleet(page: Page, api = MOCK_API): Promise<Vehicle[]> {
  await backendStarted(page)
  return page.evaluate(async (base) => (await fetch(`${base}/car/visitors/all`)).json(), api)
}

/** GET /user with the token the app stored: the signed-in user as the backend knows them. */
export async function currentUser(page: Page, api = MOCK_API): Promise<User> {
  await backendStarted(page)
  return page.evaluate(
    async ({ base, key }) => {
      const me = await fetch(`${base}/user`, {
        headers: { authorization: `Bearer ${localStorage.getItem(key)}` },
      })
      if (!me.ok) throw new Error(`GET /user failed: ${me.status}`)
      return (await me.json()) as User
    },
    { base: api, key: TOKEN_KEY },
  )
}

export interface NewCustomer {
  email: string
  password: string
  firstName: string
  lastName: string
}

/**
 * Registers a fresh customer through the API (from inside the page, so the embedded backend
 * answers; `api` for a live build's backend) and signs them in the way the app does: the token stored, then a reload. The page
 * ends on the start page. Tests that change a user use one of these, never a built-in account.
 */
export async function signInAsNewCustomer(
  page: Page,
  firstName = 'Grace',
  api = MOCK_API,
): Promise<NewCustomer> {
  const customer: NewCustomer = {
    email: `e2e.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`,
    password: 'Journey#2026',
    firstName,
    lastName: 'Hopper',
  }
  await openStarted(page, './')
  await page.evaluate(
    async ({ base, key, c }) => {
      const post = (path: string, body: unknown) =>
        fetch(`${base}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      const registered = await post('/register', {
        firstName: c.firstName,
        lastName: c.lastName,
        phoneNumber: '(212) 555-0177',
        address: '1 Navy Way',
        zipCode: '10022',
        email: c.email,
        password: c.password,
        confirmPassword: c.password,
      })
      if (registered.status !== 201) throw new Error(`register failed: ${registered.status}`)
      const login = await post('/login', { email: c.email, password: c.password })
      localStorage.setItem(key, ((await login.json()) as { token: string }).token)
    },
    { base: api, key: TOKEN_KEY, c: customer },
  )
  await page.reload()
  await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  return customer
}

/**
 * Elements in <main> that stick out of the viewport sideways (what makes a phone scroll
 * sideways). Visually hidden helpers (clipped to a pixel) are no layout and are skipped;
 * `skipDecorative` also skips aria-hidden art, which pages may let bleed under a clip.
 */
export function overflowing(page: Page, { skipDecorative = false } = {}): Promise<string[]> {
  return page.evaluate(
    (decorative) =>
      [...document.querySelectorAll('main *')]
        .filter((element) => !element.closest('.visually-hidden, .p-hidden-accessible'))
        .filter((element) => !(decorative && element.closest('[aria-hidden="true"]')))
        .filter((element) => {
          const box = element.getBoundingClientRect()
          return box.width > 0 && (box.right > window.innerWidth + 1 || box.left < -1)
        })
        .map((element) => element.outerHTML.slice(0, 80)),
    skipDecorative,
  )
}
