import {
  DEMO_ACCOUNTS,
  expect,
  FIRST_LOAD_TIMEOUT,
  loginAs,
  mainNav,
  signInThroughForm,
  storedToken,
  TOKEN_KEY,
  test,
} from '../fixtures'

test.describe('route guards', () => {
  for (const path of ['/user', '/user/reservations', '/user/reservations/1', '/admin']) {
    test(`an anonymous visitor on ${path} is sent to /auth`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveURL(/\/auth$/, { timeout: FIRST_LOAD_TIMEOUT })
    })
  }

  for (const path of ['/admin', '/admin/users']) {
    test(`a customer on ${path} is sent to /unauthorized`, async ({ page }) => {
      await loginAs(page, 'customer')
      await page.goto(path)
      await expect(page).toHaveURL(/\/unauthorized$/)
      await expect(page.getByRole('heading', { name: 'UnAuthorized' })).toBeVisible()
    })
  }

  test('an admin reaches the dashboard inside the admin layout', async ({ page }) => {
    await loginAs(page, 'admin')
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByText('AdminDashboardPage')).toBeVisible()
    const sidebar = page.getByRole('navigation', { name: 'Admin' })
    for (const name of [
      'Dashboard',
      'User Management',
      'Vehicle Management',
      'Reservation Management',
      'Fleet timeline',
      'Web Site',
    ]) {
      await expect(sidebar.getByRole('link', { name })).toBeVisible()
    }
    await expect(sidebar.getByRole('button', { name: 'Logout' })).toBeVisible()
    await sidebar.getByRole('link', { name: 'User Management' }).click()
    await expect(page).toHaveURL(/\/admin\/users$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
  })

  test('signing in after a guard redirect lands on the guarded page; Back skips it', async ({
    page,
  }) => {
    await page.goto('/about')
    await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
    await mainNav(page).getByRole('link', { name: 'Cars' }).click()
    await page.goto('/user/reservations')
    await expect(page).toHaveURL(/\/auth$/)
    // The guarded page was replaced, so Back leaves /auth for the page before it.
    await page.goBack()
    await expect(page).toHaveURL(/\/vehicles$/)

    await page.goto('/user/reservations')
    await expect(page).toHaveURL(/\/auth$/)
    const { email, password } = DEMO_ACCOUNTS.customer
    await signInThroughForm(page, email, password)
    await expect(page).toHaveURL(/\/user\/reservations$/)
  })

  test('a signed-in customer who reloads /user stays there', async ({ page }) => {
    await loginAs(page, 'customer')
    await page.goto('/user')
    await expect(page.getByRole('heading', { level: 2, name: 'Update Profile' })).toBeVisible()
    await page.reload()
    await expect(page).toHaveURL(/\/user$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Update Profile' })).toBeVisible()
  })

  test('a token the server rejects is dropped and the visitor is anonymous', async ({ page }) => {
    await page.goto('/')
    await page.evaluate((key) => localStorage.setItem(key, 'not-a-real-token'), TOKEN_KEY)
    await page.reload()
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login/Register' }),
    ).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
    expect(await storedToken(page)).toBeNull()
  })
})

test('on phones the admin sidebar becomes a drawer that closes after a choice', async ({
  page,
}) => {
  await loginAs(page, 'admin')
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/admin')
  await expect(page.getByText('AdminDashboardPage')).toBeVisible()
  const open = page.getByRole('button', { name: 'Open admin menu' })
  await open.click()
  const drawer = page.getByRole('complementary', { name: 'Admin menu' })
  await drawer.getByRole('link', { name: 'Vehicle Management' }).click()
  await expect(page).toHaveURL(/\/admin\/vehicles$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Vehicle Management' })).toBeHidden()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})
