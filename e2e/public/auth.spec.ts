import type { Locator } from '@playwright/test'
import { seriousViolations } from '../a11y'
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

/** What the sign-in form says when the server refuses the e-mail and password. */
const SIGN_IN_REFUSED = 'The e-mail or password is not right. Please check both and try again.'

/** Tabs into the masked field and types at once, like a quick keyboard user. */
async function typePhone(input: Locator, digits: string) {
  await input.focus()
  await input.pressSequentially(digits, { delay: 30 })
}

test('signs in through the form, returns to the page it came from, then logs out', async ({
  page,
}) => {
  // Several pages, forms and axe runs: more than the default budget on a busy machine.
  test.slow()
  await page.goto('/about')
  await mainNav(page).getByRole('link', { name: 'Login/Register' }).click()
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true')

  const { email, password } = DEMO_ACCOUNTS.customer
  await signInThroughForm(page, email, password)
  await expect(page).toHaveURL(/\/about$/)
  expect(await storedToken(page)).not.toBeNull()
  const user = await currentUser(page)
  expect(user.email).toBe(email)
  await expect(userMenuButton(page, user)).toBeVisible()
  await expect(mainNav(page).getByRole('link', { name: 'Login/Register' })).toHaveCount(0)

  await userMenuButton(page, user).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  const dialog = page.getByRole('dialog', { name: 'Logout' })
  await expect(dialog).toContainText('Are you sure want to logout?')
  await dialog.getByRole('button', { name: 'Yes' }).click()
  await expect(page).toHaveURL(/\/$/)
  expect(await storedToken(page)).toBeNull()
  await expect(mainNav(page).getByRole('link', { name: 'Login/Register' })).toBeVisible()
})

test('a wrong password is told in words beside the password and keeps the visitor on /auth', async ({
  page,
}) => {
  await page.goto('/auth')
  await signInThroughForm(page, DEMO_ACCOUNTS.customer.email, 'Wrong#2026')
  const password = page.getByRole('form', { name: 'Login' }).getByLabel('Password', { exact: true })
  await expect(password).toHaveAttribute('aria-invalid', 'true')
  await expect(password).toHaveAccessibleDescription(SIGN_IN_REFUSED)
  await expect(page.getByText('invalid credentials')).toHaveCount(0)
  const toast = page.getByRole('alert').filter({ hasText: SIGN_IN_REFUSED })
  await expect(toast).toBeVisible()
  // In the brand's font, top right.
  expect(await toast.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Manrope')
  const box = (await toast.boundingBox())!
  const viewport = page.viewportSize()!
  expect(box.x + box.width).toBeGreaterThan(viewport.width - 40)
  expect(box.y).toBeLessThan(80)
  await expect(page).toHaveURL(/\/auth$/)
  expect(await storedToken(page)).toBeNull()
})

test('a new customer registers, lands on the Login tab and signs in with the new account', async ({
  page,
}) => {
  // Several pages, forms and axe runs: more than the default budget on a busy machine.
  test.slow()
  const email = `e2e.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
  const password = 'Journey#2026'
  await page.goto('/auth')
  await page.getByRole('tab', { name: 'Register' }).click()
  const form = page.getByRole('form', { name: 'Register' })
  await form.getByLabel('First name').fill('Grace')
  await form.getByLabel('Last name').fill('Hopper')
  await typePhone(form.getByLabel('Phone number'), '2125550177')
  await form.getByLabel('Zip code').fill('10022')
  await form.getByLabel('Address').fill('1 Navy Way')
  await form.getByLabel('Email', { exact: true }).fill(email)
  await form.getByLabel('Password', { exact: true }).fill(password)
  await form.getByLabel('Confirm password', { exact: true }).fill(password)
  await expect(form.getByLabel('Phone number')).toHaveValue('(212) 555-0177')
  await form.getByRole('button', { name: 'Register' }).click()

  await expect(page.getByText('You are registered successfully')).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true')
  // The Login tab has the new e-mail filled in.
  await expect(
    page.getByRole('form', { name: 'Login' }).getByLabel('Email', { exact: true }),
  ).toHaveValue(email)

  // The same e-mail cannot register twice: the server's message is shown, and the e-mail
  // field says what is wrong with it.
  await page.getByRole('tab', { name: 'Register' }).click()
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue('')
  await form.getByLabel('First name').fill('Grace')
  await form.getByLabel('Last name').fill('Hopper')
  await typePhone(form.getByLabel('Phone number'), '2125550177')
  await form.getByLabel('Zip code').fill('10022')
  await form.getByLabel('Address').fill('1 Navy Way')
  await form.getByLabel('Email', { exact: true }).fill(email)
  await form.getByLabel('Password', { exact: true }).fill(password)
  await form.getByLabel('Confirm password', { exact: true }).fill(password)
  await form.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('Error: Email is already in use!')).toBeVisible()
  const taken = form.getByLabel('Email', { exact: true })
  await expect(taken).toHaveAttribute('aria-invalid', 'true')
  await expect(taken).toHaveAccessibleDescription('An account with this e-mail already exists')

  await page.getByRole('tab', { name: 'Login' }).click()
  await signInThroughForm(page, email, password)
  // Opened directly on /auth: there is no page of ours to return to, so it goes home.
  await expect(page).toHaveURL(/\/$/)
  await expect(userMenuButton(page, { firstName: 'Grace' })).toBeVisible()
  const user = await currentUser(page)
  expect(user).toMatchObject({ email, firstName: 'Grace', roles: ['Customer'] })
})

test('the demo accounts sign in with one click', async ({ page }) => {
  await page.goto('/contact')
  await mainNav(page).getByRole('link', { name: 'Login/Register' }).click()
  await expect(page).toHaveURL(/\/auth$/)
  await page.getByRole('button', { name: 'Sign in as Administrator' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  const user = await currentUser(page)
  expect(user.email).toBe(DEMO_ACCOUNTS.admin.email)
  await userMenuButton(page, user).click()
  await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toBeVisible()
})

test('the back and home buttons leave /auth', async ({ page }) => {
  await page.goto('/vehicles')
  await mainNav(page).getByRole('link', { name: 'Login/Register' }).click()
  await page.getByRole('button', { name: 'Back', exact: true }).click()
  await expect(page).toHaveURL(/\/vehicles$/)
  await page.goto('/auth')
  await page.getByRole('link', { name: 'Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(mainNav(page)).toBeVisible()
})

test('/auth has no serious accessibility violation, errors shown or not', async ({ page }) => {
  // Several pages, forms and axe runs: more than the default budget on a busy machine.
  test.slow()
  await page.goto('/auth')
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page.getByText('Please enter your email')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('tab', { name: 'Register' }).click()
  await page.getByRole('button', { name: 'Register', exact: true }).click()
  await expect(page.getByText('Please enter your first name')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
