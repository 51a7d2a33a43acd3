import { seriousViolations } from '../a11y'
import { DEMO_ACCOUNTS, expect, FIRST_LOAD_TIMEOUT, signInThroughForm, test } from '../fixtures'

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  })
  await expect(page.getByText('Opps! Something went wrong')).toBeVisible()
  await expect(page.getByText("The page you're looking for couldn't be found.")).toBeVisible()
  await expect(page).toHaveTitle(/Not Found/)
  await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('the start page carries the premium title and the shared layout', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('banner')).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  await expect(page).toHaveTitle(/Premium Car Rental/)
  await expect(page.getByRole('main')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const name of ['Home', 'Cars', 'About', 'Contact', 'Login/Register']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
  }
})

test('the skip link is the first stop and jumps to the main content', async ({ page }) => {
  await page.goto('/about')
  await expect(page.getByRole('main')).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
})

test('/vehicle-not-found explains and links to the cars', async ({ page }) => {
  await page.goto('/vehicle-not-found')
  await expect(page.getByRole('heading', { level: 1, name: 'Car not found' })).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  })
  await page.getByRole('main').getByRole('link', { name: 'See all cars' }).click()
  await expect(page).toHaveURL(/\/vehicles$/)
})

test('/auth stands alone, without the shared layout', async ({ page }) => {
  await page.goto('/auth')
  // Wait for the auth page itself, or the checks below would pass on a page still loading.
  await expect(page.getByRole('main')).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
})

test('the phone menu folds the links behind a toggle below 768 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/unauthorized')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  const cars = nav.getByRole('link', { name: 'Cars', exact: true })
  await expect(cars).toBeHidden()
  const toggle = nav.getByRole('button', { name: 'Menu', exact: true })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(cars).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(cars).toBeHidden()
  await expect(toggle).toBeFocused()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await cars.click()
  await expect(page).toHaveURL(/\/vehicles$/)
  await expect(cars).toBeHidden()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})

test('shell pages have no serious accessibility violations', async ({ page }) => {
  for (const path of ['/nowhere', '/unauthorized', '/vehicle-not-found']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({
      timeout: FIRST_LOAD_TIMEOUT,
    })
    expect(await seriousViolations(page), path).toEqual([])
  }
})

test('/unauthorized offers a visitor who is not signed in the way to sign in', async ({ page }) => {
  await page.goto('/unauthorized')
  await expect(page.getByRole('heading', { level: 1, name: 'UnAuthorized' })).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  })
  const main = page.getByRole('main')
  await expect(main).not.toContainText('Your account does not have access')
  await main.getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/auth$/)
  await signInThroughForm(page, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password)
  // On to the home page, not back to the page that turned the visitor away.
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { name: 'UnAuthorized' })).toHaveCount(0)
})
