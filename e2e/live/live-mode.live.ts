import {
  currentUser,
  DEMO_ACCOUNTS,
  expect,
  mainNav,
  signInThroughForm,
  storedToken,
  test,
  userMenuButton,
} from '../fixtures'
import { LIVE_API_URL } from '../playwright.live.config'

test('a live build shows the fleet from the backend, pictures included', async ({ page }) => {
  const calls: string[] = []
  const warnings: string[] = []
  page.on('request', (request) => calls.push(request.url()))
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await page.goto('/')
  const cards = page.getByRole('list', { name: 'Popular cars' }).getByRole('article')
  await expect(cards).toHaveCount(8)
  // Asked for once: the page's preload starts it, the app's own request reuses it.
  expect(calls.filter((url) => url === `${LIVE_API_URL}/car/visitors/all`)).toHaveLength(1)
  expect(await page.locator('link[rel="preload"][as="fetch"]').getAttribute('href')).toBe(
    `${LIVE_API_URL}/car/visitors/all`,
  )

  const picture = cards.first().getByRole('img').first()
  await expect(picture).toHaveAttribute('src', new RegExp(`^${LIVE_API_URL}/files/display/`))
  await expect
    .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0)
  // No service worker in a live build: the answers came over the network.
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0)
  // And no demo bar: it belongs to mock builds only.
  await expect(page.getByRole('complementary', { name: 'Demo' })).toHaveCount(0)
  await page.waitForTimeout(3500)
  expect(warnings.filter((text) => /preload/i.test(text))).toEqual([])
})

test('a customer signs in, reaches the account area, is kept out of admin and logs out', async ({
  page,
}) => {
  await page.goto('/auth')
  const { email, password } = DEMO_ACCOUNTS.customer
  await signInThroughForm(page, email, password)
  await expect(page).toHaveURL(/\/$/)
  expect(await storedToken(page)).not.toBeNull()
  const menu = userMenuButton(page, await currentUser(page, LIVE_API_URL))
  await expect(menu).toBeVisible()

  await page.goto('/user')
  await expect(page).toHaveURL(/\/user$/)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/unauthorized$/)

  await page.goto('/')
  await menu.click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await page.getByRole('dialog', { name: 'Logout' }).getByRole('button', { name: 'Yes' }).click()
  await expect(mainNav(page).getByRole('link', { name: 'Login/Register' })).toBeVisible()
  expect(await storedToken(page)).toBeNull()
})

test('an administrator reaches the admin area; a wrong password is told in words', async ({
  page,
}) => {
  await page.goto('/auth')
  await signInThroughForm(page, DEMO_ACCOUNTS.admin.email, 'not-the-password')
  await expect(
    page.getByText('The e-mail or password is not right. Please check both and try again.').first(),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/auth$/)

  await signInThroughForm(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)
  await expect(page).toHaveURL(/\/$/)
  await expect(userMenuButton(page, await currentUser(page, LIVE_API_URL))).toBeVisible()
  await page.goto('/admin')
  await expect(page.getByText('AdminDashboardPage')).toBeVisible()
})

test('an unknown car in a live build goes to /vehicle-not-found', async ({ page }) => {
  await page.goto('/vehicles/987654')
  await expect(page).toHaveURL(/\/vehicle-not-found$/)
})
