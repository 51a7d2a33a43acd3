import type { Page } from '@playwright/test'
import dayjs from 'dayjs'
import { apiCall } from '../admin/admin-helpers'
import {
  DEMO_ACCOUNTS,
  expect,
  FIRST_LOAD_TIMEOUT,
  fleet,
  mainNav,
  signInAsNewCustomer,
  signInThroughApi,
  test,
} from '../fixtures'

// Far beyond every seeded reservation (the seed stays within about six months), so these
// hours are free in the test's fresh database.
const day = dayjs().add(400, 'day')
const sent = (hour: number) => day.hour(hour).minute(0).second(0).format('MM/DD/YYYY HH:mm:ss')

/** A second tab of the same browser (same storage, same service worker), watched for errors. */
async function secondTab(page: Page, watch: (page: Page) => void, path: string): Promise<Page> {
  const tab = await page.context().newPage()
  watch(tab)
  await tab.goto(path)
  await expect(mainNav(tab)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  return tab
}

const book = (tab: Page, carId: number, from: number) =>
  apiCall(tab, 'POST', `/reservations/add?carId=${carId}`, {
    pickUpTime: sent(from),
    dropOfTime: sent(from + 2),
    pickUpLocation: 'JFK Airport',
    dropOfLocation: 'Hudson Yards',
  })

const myReservations = (tab: Page) =>
  apiCall<Array<{ id: number; car: { id: number } }>>(tab, 'GET', '/reservations/auth/all')

const pickUpCells = (tab: Page) => tab.locator('td[data-label="Pick up"]')

test('a booking made in one tab shows in the other, and both tabs’ writes are kept', async ({
  page,
  pageErrors,
}) => {
  test.slow()
  await signInAsNewCustomer(page)
  const other = await secondTab(page, pageErrors.watch, 'user/reservations')
  await expect(other.getByText('No reservation')).toBeVisible()

  const [first, second] = await fleet(page)
  expect((await book(page, first!.id, 10)).status).toBe(201)

  // The other tab shows it on its next visit to the list, without a reload.
  await mainNav(other).getByRole('link', { name: 'Cars' }).click()
  await expect(other.getByRole('heading', { level: 1, name: 'Our Cars' })).toBeVisible()
  await other.goBack()
  await expect(pickUpCells(other)).toHaveCount(1)

  // A booking from the other tab, and then both tabs writing at once: nothing is lost.
  expect((await book(other, second!.id, 10)).status).toBe(201)
  const together = await Promise.all([
    book(page, first!.id, 14),
    book(other, second!.id, 14),
    book(page, second!.id, 18),
    book(other, first!.id, 18),
  ])
  expect(together.map((answer) => answer.status)).toEqual([201, 201, 201, 201])

  for (const tab of [page, other]) {
    await tab.reload()
    await expect(mainNav(tab)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
    const { json } = await myReservations(tab)
    expect(json).toHaveLength(6)
    expect(new Set(json.map((r) => r.id)).size).toBe(6)
  }
  await page.goto('user/reservations')
  await expect(pickUpCells(page)).toHaveCount(6)
})

test('a booking made in one tab appears in the other at once, without a reload or a visit', async ({
  page,
  pageErrors,
}) => {
  await signInAsNewCustomer(page)
  await page.goto('user/reservations')
  await expect(page.getByText('No reservation')).toBeVisible()
  const other = await secondTab(page, pageErrors.watch, './')
  const [car] = await fleet(other)
  expect((await book(other, car!.id, 10)).status).toBe(201)
  // The first tab was left alone: its list asks again because the other tab changed the data.
  await expect(pickUpCells(page)).toHaveCount(1)
})

test('the same car and hours booked from two tabs at once: exactly one booking wins', async ({
  page,
  pageErrors,
}) => {
  await signInAsNewCustomer(page)
  const other = await secondTab(page, pageErrors.watch, './')
  const car = (await fleet(page))[2]!
  const answers = await Promise.all([book(page, car.id, 9), book(other, car.id, 9)])
  expect(answers.map((a) => a.status).sort()).toEqual([201, 400])
  expect((await myReservations(other)).json).toHaveLength(1)
})

test('registrations sent from two tabs at once each get their own account', async ({
  page,
  pageErrors,
}) => {
  await page.goto('./')
  await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  const other = await secondTab(page, pageErrors.watch, './')
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`
  const emails = Array.from({ length: 8 }, (_, i) => `tabs.${stamp}.${i}@example.com`)
  const register = (tab: Page, email: string) =>
    apiCall(tab, 'POST', '/register', {
      firstName: 'Tab',
      lastName: 'Twin',
      phoneNumber: '(212) 555-0123',
      address: '2 Twin Street',
      zipCode: '10001',
      email,
      password: 'Twins#2026',
      confirmPassword: 'Twins#2026',
    })
  const answers = await Promise.all(emails.map((email, i) => register(i % 2 ? other : page, email)))
  expect(answers.map((a) => a.status)).toEqual(emails.map(() => 201))

  // Each signs in as themselves from either tab.
  const signedIn = await Promise.all(
    emails.map(async (email, i) => {
      const tab = i % 2 ? page : other
      return (await signInThroughApi(tab, email, 'Twins#2026', { keep: false })).email
    }),
  )
  expect(signedIn).toEqual(emails)
  // The administrator's list holds each once, and no two accounts share an id.
  await signInThroughApi(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)
  const users = (await apiCall<Array<{ id: number; email: string }>>(page, 'GET', '/user/auth/all'))
    .json
  for (const email of emails) expect(users.filter((u) => u.email === email)).toHaveLength(1)
  expect(new Set(users.map((u) => u.id)).size).toBe(users.length)
})
