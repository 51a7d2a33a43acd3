import type { Page } from '@playwright/test'
import { seriousViolations } from '../a11y'
import { apiCall } from '../admin/admin-helpers'
import {
  backendStarted,
  expect,
  FIRST_LOAD_TIMEOUT,
  firstScreenInPlace,
  fleet,
  loginAs,
  mainNav,
  signInAsNewCustomer,
  test,
} from '../fixtures'
import { chooseLanguage, type Language, WORDS } from './languages'

// Longer translations wrap and push differently, and the pages' names, labels and messages
// are new texts: each page is audited again in each language. The dark project runs these
// again in the dark theme (its grep: "accessibility violation").

const LANGUAGES: Language[] = ['es', 'tr']

/** Any of the loading texts, in either language: a page still loading is not audited. */
const LOADING = /(Cargando|yükleniyor|Yükleniyor)/

/** Opens `path` in the language chosen before, waits for the page to settle, and audits it. */
async function audited(page: Page, path: string, language: Language): Promise<string[]> {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  })
  await expect(page.locator('html')).toHaveAttribute('lang', language)
  await expect(page.getByText(LOADING)).toHaveCount(0)
  return seriousViolations(page)
}

/** The start page, opened in English, then the language chosen with the menu (it is kept). */
async function openIn(page: Page, language: Language) {
  await page.goto('/')
  await expect(firstScreenInPlace(page)).toHaveCount(0, { timeout: FIRST_LOAD_TIMEOUT })
  await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  await backendStarted(page)
  await chooseLanguage(page, language)
}

// A customer's booking is made for a pinned day: "now" is in February 2031, the trip in
// December, past every seeded reservation (the embedded backend runs in the page's clock).
const NOW = new Date('2031-02-10T09:00:00')

for (const language of LANGUAGES) {
  const name = WORDS[language].name

  test.describe(`in ${name}`, () => {
    test(`the start page, the cars and a car page have no serious or critical accessibility violation in ${name}`, async ({
      page,
    }) => {
      await openIn(page, language)
      const [car] = await fleet(page)
      for (const path of ['/', '/vehicles', `/vehicles/${car!.id}`]) {
        expect(await audited(page, path, language), path).toEqual([])
      }
    })

    test(`the about and contact pages have no serious or critical accessibility violation in ${name}, messages shown or not`, async ({
      page,
    }) => {
      await openIn(page, language)
      expect(await audited(page, '/about', language), '/about').toEqual([])
      expect(await audited(page, '/contact', language), '/contact').toEqual([])
      const w = WORDS[language]
      const form = page.getByRole('form', { name: w.sendMessage })
      await form.getByRole('button', { name: w.sendMessage }).click()
      await expect(form.getByText(w.messageRequired)).toBeVisible()
      expect(await seriousViolations(page), '/contact with its messages').toEqual([])
    })

    test(`the sign-in page and the pages of errors have no serious or critical accessibility violation in ${name}`, async ({
      page,
    }) => {
      await openIn(page, language)
      for (const path of ['/auth', '/unauthorized', '/vehicle-not-found', '/no/such/page']) {
        expect(await audited(page, path, language), path).toEqual([])
      }
    })

    test(`the customer pages have no serious or critical accessibility violation in ${name}`, async ({
      page,
    }) => {
      test.slow()
      await page.clock.setSystemTime(NOW)
      await signInAsNewCustomer(page, 'Deniz')
      const car = (await fleet(page)).at(-1)!
      const booked = await apiCall(page, 'POST', `/reservations/add?carId=${car.id}`, {
        pickUpTime: '12/16/2031 10:00:00',
        dropOfTime: '12/16/2031 13:00:00',
        pickUpLocation: 'JFK Airport',
        dropOfLocation: 'Hudson Yards',
      })
      expect(booked.status).toBe(201)
      const mine = await apiCall<Array<{ id: number }>>(page, 'GET', '/reservations/auth/all')
      const id = mine.json[0]!.id
      await chooseLanguage(page, language)
      for (const path of [
        '/user',
        '/user/reservations',
        `/user/reservations/${id}`,
        `/user/reservations/${id}/receipt`,
      ]) {
        expect(await audited(page, path, language), path).toEqual([])
      }
    })

    test(`the car page with its booking form has no serious or critical accessibility violation in ${name}, messages shown`, async ({
      page,
    }) => {
      await signInAsNewCustomer(page, 'Deniz')
      const car = (await fleet(page)).at(-1)!
      await chooseLanguage(page, language)
      expect(await audited(page, `/vehicles/${car.id}`, language)).toEqual([])
      const w = WORDS[language]
      const form = page.getByRole('form', { name: w.booking })
      await form.getByRole('button', { name: w.checkAvailability }).click()
      await expect(form.getByText(w.pickUpRequired)).toBeVisible()
      expect(await seriousViolations(page), 'the booking form with its messages').toEqual([])
    })

    // The admin pages in three tests, so that no test's audits run past its time.
    const adminGroups: Array<[string, (ids: AdminIds) => string[]]> = [
      [
        'the dashboard, the timeline and the reservations',
        () => ['/admin', '/admin/timeline', '/admin/reservations', '/admin/reservations/new'],
      ],
      [
        'a reservation and the users',
        (ids) => [
          `/admin/reservations/${ids.reservation}`,
          '/admin/users',
          '/admin/users/new',
          `/admin/users/${ids.user}`,
        ],
      ],
      [
        'the vehicles',
        (ids) => ['/admin/vehicles', '/admin/vehicles/new', `/admin/vehicles/${ids.vehicle}`],
      ],
    ]
    for (const [pages, paths] of adminGroups) {
      test(`the admin pages (${pages}) have no serious or critical accessibility violation in ${name}`, async ({
        page,
      }) => {
        test.slow()
        await loginAs(page, 'admin')
        const ids = await adminIds(page)
        await chooseLanguage(page, language)
        for (const path of paths(ids)) {
          await page.goto(path)
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible({
            timeout: FIRST_LOAD_TIMEOUT,
          })
          await expect(page.locator('html')).toHaveAttribute('lang', language)
          await expect(page.getByRole('status')).toHaveCount(0)
          await expect(page.getByText(LOADING)).toHaveCount(0)
          expect(await seriousViolations(page), path).toEqual([])
        }
      })
    }
  })
}

interface AdminIds {
  user: number
  vehicle: number
  reservation: number
}

/** A record of each kind, as the backend lists them (the page must be signed in as the admin). */
async function adminIds(page: Page): Promise<AdminIds> {
  const users = await apiCall<Array<{ id: number }>>(page, 'GET', '/user/auth/all')
  const reservations = await apiCall<Array<{ id: number }>>(page, 'GET', '/reservations/admin/all')
  const [vehicle] = await fleet(page)
  const [user] = users.json
  const [reservation] = reservations.json
  if (!user || !vehicle || !reservation) throw new Error('the admin pages need a record of each')
  return { user: user.id, vehicle: vehicle.id, reservation: reservation.id }
}
