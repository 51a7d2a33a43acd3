import type { Page } from '@playwright/test'
import { apiCall } from '../admin/admin-helpers'
import {
  backendStarted,
  currentUser,
  DEMO_ACCOUNTS,
  expect,
  FIRST_LOAD_TIMEOUT,
  firstScreenInPlace,
  fleet,
  mainNav,
  test,
} from '../fixtures'
import {
  chooseLanguage,
  dateIn,
  type Language,
  languageButton,
  mainNavIn,
  priceIn,
  storedLanguage,
  WORDS,
} from './languages'

const LANGUAGES: Language[] = ['es', 'tr']

/** Opens the start page in English (no choice stored yet, the browser in English). */
async function openHome(page: Page) {
  await page.goto('/')
  await expect(firstScreenInPlace(page)).toHaveCount(0, { timeout: FIRST_LOAD_TIMEOUT })
  await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  await backendStarted(page)
}

/** Signs in through the Login tab of /auth with the keyboard, in the language in use. */
async function signInAs(page: Page, language: Language, email: string, password: string) {
  const w = WORDS[language]
  await mainNavIn(page, language).getByRole('link', { name: w.loginRegister }).click()
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByRole('heading', { level: 1, name: w.welcome })).toBeVisible()
  const form = page.getByRole('form', { name: w.login })
  await form.getByLabel(w.email, { exact: true }).click()
  await page.keyboard.type(email, { delay: 10 })
  await page.keyboard.press('Tab')
  await expect(form.getByLabel(w.password, { exact: true })).toBeFocused()
  await page.keyboard.type(password, { delay: 10 })
  await page.keyboard.press('Enter')
  await expect(page).not.toHaveURL(/\/auth$/)
}

/** Types into the focused field key by key, then moves on with Tab (its blur checks run). */
async function typeAndTab(page: Page, text: string) {
  await page.keyboard.type(text, { delay: 15 })
  await page.keyboard.press('Tab')
}

// The booking's dates are pinned: "now" is a Monday in February 2031, the trip ten months
// later, past every seeded reservation and within the twelve months a booking may start ahead.
// The embedded backend runs in the page, so it reads the same clock.
const NOW = new Date('2031-02-10T09:00:00')
const TRIP_DAY = '2031-12-16'

for (const language of LANGUAGES) {
  const w = WORDS[language]

  test.describe(`in ${w.name}`, () => {
    test(`the cars are counted in ${w.name} and a car page shows its specs and price in its format`, async ({
      page,
    }) => {
      await openHome(page)
      await chooseLanguage(page, language)
      await mainNavIn(page, language).getByRole('link', { name: w.cars, exact: true }).click()
      await expect(page.getByRole('heading', { level: 1, name: w.ourCars })).toBeVisible()
      const vehicles = await fleet(page)
      expect(vehicles.length).toBeGreaterThan(1)
      await expect(page.getByRole('status').filter({ hasText: /\d/ })).toHaveText(
        w.carsAvailable(vehicles.length),
      )

      // The car with the dearest hour: the one most likely to show a thousands separator.
      const car = [...vehicles].sort((a, b) => b.pricePerHour - a.pricePerHour)[0]!
      await page.getByRole('link', { name: w.viewDetails(car.model), exact: true }).click()
      await expect(page).toHaveURL(`/vehicles/${car.id}`)
      await expect(page.getByRole('heading', { level: 1, name: car.model })).toBeVisible()
      const terms = await page.getByRole('term').allTextContents()
      const values = await page.getByRole('definition').allTextContents()
      const facts = Object.fromEntries(
        terms.map((term, at) => [term.trim(), values[at]?.replace(/\s+/g, ' ').trim()]),
      )
      const price = priceIn(language, car.pricePerHour)
      expect(facts).toMatchObject({
        [w.doors]: String(car.doors),
        [w.seats]: String(car.seats),
        [w.luggage]: w.liters(car.luggage),
        [w.pricePerHour]: price.replace(/\s/g, ' '),
      })
      const transmission = w.transmissions[car.transmission as keyof typeof w.transmissions]
      expect(facts[w.transmission]).toBe(transmission ?? car.transmission)
      await expect(
        page.getByRole('main').getByText(w.perHour, { exact: false }).first(),
      ).toBeVisible()
    })

    test(`a customer signs in, books a car with the keyboard and finds it in ${w.myReservations}`, async ({
      page,
    }) => {
      test.slow()
      await page.clock.setSystemTime(NOW)
      await openHome(page)
      expect(await page.evaluate(() => new Date().getFullYear())).toBe(2031)
      await chooseLanguage(page, language)
      const { email, password } = DEMO_ACCOUNTS.customer
      await signInAs(page, language, email, password)
      const customer = await currentUser(page)
      await expect(
        mainNavIn(page, language).getByRole('button', { name: customer.firstName }),
      ).toBeVisible()

      const car = (await fleet(page)).at(-1)!
      await mainNavIn(page, language).getByRole('link', { name: w.cars, exact: true }).click()
      await page.getByRole('link', { name: w.viewDetails(car.model), exact: true }).click()
      await expect(page.getByRole('region', { name: w.bookThisCar })).toBeVisible()
      const form = page.getByRole('form', { name: w.booking })

      // Checking with nothing filled in says what is missing, in words of the language.
      await form.getByRole('button', { name: w.checkAvailability }).click()
      await expect(form.getByText(w.pickUpRequired)).toBeVisible()
      await expect(form.getByLabel(w.pickUpLocation, { exact: true })).toBeFocused()

      const date = dateIn(language, TRIP_DAY)
      await typeAndTab(page, 'JFK Airport')
      await form.getByLabel(w.dropOffLocation, { exact: true }).focus()
      await typeAndTab(page, 'Hudson Yards')
      for (const [label, text] of [
        [w.pickUpDate, date],
        [w.pickUpTime, '10:00'],
        [w.dropOffDate, date],
        [w.dropOffTime, '13:00'],
      ] as const) {
        await form.getByLabel(label, { exact: true }).focus()
        await typeAndTab(page, text)
      }
      // Leaving the last field checked availability: three whole hours at the car's price.
      await expect(form.getByTestId('total-price')).toHaveText(
        priceIn(language, car.pricePerHour * 3),
      )
      await expect(form.getByTestId('price-breakdown')).toContainText(
        w.hours(3, priceIn(language, car.pricePerHour)),
      )
      await form.getByLabel(w.cardNumber, { exact: true }).focus()
      await typeAndTab(page, '4111111111111111')
      await form.getByLabel(w.nameOnCard, { exact: true }).focus()
      await typeAndTab(page, 'Grace Hopper')
      await form.getByLabel(w.expireDate, { exact: true }).focus()
      await typeAndTab(page, '1233')
      await form.getByLabel(w.cvc, { exact: true }).focus()
      await typeAndTab(page, '123')
      await form.getByLabel(w.contract).focus()
      await page.keyboard.press('Space')
      await expect(form.getByLabel(w.contract)).toBeChecked()
      await form.getByRole('button', { name: w.bookNow }).focus()
      await page.keyboard.press('Enter')
      await expect(page.getByText(w.reservationCreated)).toBeVisible()
      await expect(page).toHaveURL(/\/$/)

      // The notification sits over the account menu at the top right: a click closes it.
      await page.getByText(w.reservationCreated).click()
      await expect(page.getByText(w.reservationCreated)).toBeHidden()
      await mainNavIn(page, language).getByRole('button', { name: customer.firstName }).click()
      await page.getByRole('menuitem', { name: w.reservations }).click()
      await expect(page).toHaveURL(/\/user\/reservations$/)
      await expect(page.getByRole('heading', { level: 1, name: w.myReservations })).toBeVisible()
      const row = page
        .getByRole('row')
        .filter({ hasText: car.model })
        .filter({ hasText: `${date} 10:00` })
      await expect(row).toHaveCount(1)
      await expect(row).toContainText(`${date} 13:00`)
      await expect(row).toContainText(w.created)
      await row.click()
      await expect(page).toHaveURL(/\/user\/reservations\/\d+$/)
      await expect(page.getByRole('main')).toContainText(`${date} 10:00`)
      await expect(page.getByRole('main')).toContainText(priceIn(language, car.pricePerHour * 3))
      await page.getByRole('link', { name: w.backToReservations }).click()
      await expect(page).toHaveURL(/\/user\/reservations$/)
    })

    test(`an administrator edits a user and is told so in ${w.name}`, async ({ page }) => {
      test.slow()
      await openHome(page)
      // A fresh customer to edit (the built-in accounts cannot be changed).
      const last = `Lang${Date.now().toString(36)}`.slice(0, 12)
      const email = `${last.toLowerCase()}@example.com`
      const registered = await apiCall(page, 'POST', '/register', {
        firstName: 'Nil',
        lastName: last,
        phoneNumber: '(212) 555-0177',
        address: '1 Navy Way',
        zipCode: '10022',
        email,
        password: 'Journey#2026',
        confirmPassword: 'Journey#2026',
      })
      expect(registered.status).toBe(201)
      await chooseLanguage(page, language)
      const { email: adminEmail, password } = DEMO_ACCOUNTS.admin
      await signInAs(page, language, adminEmail, password)
      const users = await apiCall<Array<{ id: number; email: string }>>(
        page,
        'GET',
        '/user/auth/all',
      )
      const user = users.json.find((u) => u.email === email)!

      await page.goto(`/admin/users/${user.id}`)
      await expect(page).toHaveTitle(w.editUserTitle)
      await expect(page.getByRole('banner').getByRole('button', { name: w.language })).toBeVisible()
      const form = page.getByRole('form', { name: w.editUser })
      const lastName = form.getByLabel(w.lastName, { exact: true })
      await expect(lastName).toHaveValue(last)
      await lastName.click()
      await lastName.press('End')
      await page.keyboard.type('x')
      await form.getByRole('button', { name: w.save }).click()
      await expect(page.getByText(w.userUpdated)).toBeVisible()
      await page.reload()
      await expect(form.getByLabel(w.lastName, { exact: true })).toHaveValue(`${last}x`)
    })
  })
}

test('the document language and title follow the language in use', async ({ page }) => {
  await openHome(page)
  const html = page.locator('html')
  await expect(html).toHaveAttribute('lang', 'en')
  await expect(page).toHaveTitle('Autovia · Premium Car Rental')
  for (const language of LANGUAGES) {
    await chooseLanguage(page, language)
    await expect(html).toHaveAttribute('lang', language)
    await expect(page).toHaveTitle(WORDS[language].siteTitle)
  }
  await mainNavIn(page, 'tr').getByRole('link', { name: WORDS.tr.cars, exact: true }).click()
  await expect(page).toHaveTitle(`${WORDS.tr.ourCars} · Autovia`)
  await chooseLanguage(page, 'es')
  await expect(page).toHaveTitle(`${WORDS.es.ourCars} · Autovia`)
  await chooseLanguage(page, 'en')
  await expect(html).toHaveAttribute('lang', 'en')
  await expect(page).toHaveTitle('Our Cars · Autovia')
  await expect(page.getByRole('heading', { level: 1, name: 'Our Cars' })).toBeVisible()
})

test.describe('with the browser in Spanish', () => {
  test.use({ locale: 'es-ES' })

  test('a first visit, with no choice stored, shows the site in Spanish', async ({ page }) => {
    await page.goto('/vehicles')
    await expect(page.getByRole('heading', { level: 1, name: WORDS.es.ourCars })).toBeVisible({
      timeout: FIRST_LOAD_TIMEOUT,
    })
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page).toHaveTitle(`${WORDS.es.ourCars} · Autovia`)
    await expect(mainNavIn(page, 'es').getByRole('link', { name: WORDS.es.cars })).toBeVisible()
    await expect(languageButton(page)).toHaveAccessibleName(WORDS.es.language)
    // Following the browser is no choice: nothing is stored until the visitor makes one.
    expect(await storedLanguage(page)).toBeNull()
    // A choice then wins over the browser's language, also on the next visit.
    await chooseLanguage(page, 'tr')
    expect(await storedLanguage(page)).toBe('tr')
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: WORDS.tr.ourCars })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr')
  })
})

test('the choice of language is kept across a reload', async ({ page }) => {
  await openHome(page)
  await mainNav(page).getByRole('link', { name: 'Contact', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
  await chooseLanguage(page, 'tr')
  expect(await storedLanguage(page)).toBe('tr')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: WORDS.tr.contactUs })).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  })
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr')
  await expect(page).toHaveTitle(`${WORDS.tr.contactUs} · Autovia`)
  const form = page.getByRole('form', { name: WORDS.tr.sendMessage })
  await expect(form.getByLabel(WORDS.tr.fullName, { exact: true })).toBeVisible()
  await languageButton(page).click()
  await expect(page.getByRole('menuitemradio', { name: WORDS.tr.name })).toHaveAttribute(
    'aria-checked',
    'true',
  )
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
    'aria-checked',
    'false',
  )
})
