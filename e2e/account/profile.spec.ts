import type { Page } from '@playwright/test'
import { seriousViolations } from '../a11y'
import {
  expect,
  loginAs,
  mainNav,
  overflowing,
  retype,
  signInAsNewCustomer,
  signInThroughForm,
  test,
  userMenuButton,
} from '../fixtures'

const profileForm = (page: Page) => page.getByRole('form', { name: 'Update Profile' })
const passwordForm = (page: Page) => page.getByRole('form', { name: 'Update Password' })

test('a customer updates the profile: the navbar follows at once and a reload keeps it', async ({
  page,
}) => {
  const customer = await signInAsNewCustomer(page, 'Grace')
  await page.goto('/user')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grace Hopper')
  await expect(page.getByText(customer.email).first()).toBeVisible()
  const form = profileForm(page)
  await expect(form.getByLabel('Email', { exact: true })).toBeDisabled()
  await retype(form.getByLabel('First name', { exact: true }), 'Amazing')
  await retype(form.getByLabel('Address', { exact: true }), '2 Harbor Lane')
  await form.getByRole('button', { name: 'Update Profile' }).click()
  await expect(page.getByText('Your profile updated successfully')).toBeVisible()
  await expect(userMenuButton(page, { firstName: 'Amazing' })).toBeVisible()
  await page.reload()
  await expect(profileForm(page).getByLabel('First name', { exact: true })).toHaveValue('Amazing')
  await expect(profileForm(page).getByLabel('Address', { exact: true })).toHaveValue(
    '2 Harbor Lane',
  )
})

test('a changed password leaves a clean form, survives a reload and works at the next sign-in', async ({
  page,
}) => {
  test.slow()
  const customer = await signInAsNewCustomer(page)
  await page.goto('/user')
  const form = passwordForm(page)
  const newPassword = 'Changed#2027'
  await retype(form.getByLabel('Current password', { exact: true }), customer.password)
  await retype(form.getByLabel('New password', { exact: true }), newPassword)
  await retype(form.getByLabel('Confirm new password', { exact: true }), newPassword)
  await form.getByRole('button', { name: 'Update Password' }).click()
  await expect(page.getByText('Your password was updated successfully')).toBeVisible()
  await expect(form.getByLabel('Current password', { exact: true })).toHaveValue('')
  // The emptied form is not left with focus in a field that a click elsewhere would flag.
  await expect(form.getByRole('button', { name: 'Update Password' })).toBeFocused()
  await page.getByRole('heading', { name: 'Update Password' }).click()
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0)
  await expect(form.getByText('Please re-enter your new password')).toHaveCount(0)

  await page.reload()
  await userMenuButton(page, customer).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await page.getByRole('dialog', { name: 'Logout' }).getByRole('button', { name: 'Yes' }).click()
  await mainNav(page).getByRole('link', { name: 'Login/Register' }).click()
  await signInThroughForm(page, customer.email, customer.password)
  await expect(
    page.getByText('The e-mail or password is not right. Please check both and try again.').first(),
  ).toBeVisible()
  await signInThroughForm(page, customer.email, newPassword)
  await expect(userMenuButton(page, customer)).toBeVisible()
})

test('every profile and password rule speaks in the words of docs/product.md', async ({ page }) => {
  await signInAsNewCustomer(page)
  await page.goto('/user')
  const profile = profileForm(page)
  await profile.getByLabel('First name', { exact: true }).clear()
  await profile.getByLabel('Zip code', { exact: true }).clear()
  await profile.getByRole('button', { name: 'Update Profile' }).click()
  await expect(profile.getByText('Please enter your first name')).toBeVisible()
  await expect(profile.getByText('Please enter your zip code')).toBeVisible()
  // Typing after the failed submit lands where the person clicked.
  await expect(profile.getByLabel('First name', { exact: true })).toBeFocused()
  await profile.getByLabel('Zip code', { exact: true }).click()
  await page.keyboard.type('10001', { delay: 20 })
  await expect(profile.getByLabel('Zip code', { exact: true })).toHaveValue('10001')
  await expect(profile.getByLabel('First name', { exact: true })).toHaveValue('')

  const password = passwordForm(page)
  await password.getByRole('button', { name: 'Update Password' }).click()
  await expect(password.getByText('Please enter your current password')).toBeVisible()
  await expect(password.getByText('Please enter your new password')).toBeVisible()
  await password.getByLabel('New password', { exact: true }).click()
  await page.keyboard.type('weak', { delay: 20 })
  await password.getByLabel('Confirm new password', { exact: true }).click()
  await page.keyboard.type('other', { delay: 20 })
  await page.getByRole('heading', { name: 'Update Password' }).click()
  for (const message of [
    'Must be at least 8 characters',
    'One uppercase character',
    'One special character',
    'One number',
    "Password fields doesn't match",
  ]) {
    await expect(password.getByText(message)).toBeVisible()
  }
  await expect(password.getByLabel('New password', { exact: true })).toHaveValue('weak')
})

test('a built-in account is told before typing that its profile and password stay as they are', async ({
  page,
}) => {
  await loginAs(page, 'customer')
  await page.goto('/user')
  await expect(page.getByRole('alert')).toHaveText(
    'Built-in accounts can not be deleted and updated',
  )
  const profile = profileForm(page)
  await expect(profile.getByLabel('First name', { exact: true })).toHaveValue(/\S/)
  for (const label of ['First name', 'Last name', 'Phone number', 'Zip code', 'Address']) {
    await expect(profile.getByLabel(label, { exact: true }), label).toBeDisabled()
  }
  const password = passwordForm(page)
  for (const label of ['Current password', 'New password', 'Confirm new password']) {
    await expect(password.getByLabel(label, { exact: true }), label).toBeDisabled()
  }
  // Nothing offers a save the server would refuse.
  await expect(page.getByRole('button', { name: /^Update/ })).toHaveCount(0)
})

test('the account pages have no serious accessibility violation and fit a phone', async ({
  page,
}) => {
  test.slow()
  await loginAs(page, 'customer')
  for (const path of ['/user', '/user/reservations', '/user/reservations/3']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('status')).toHaveCount(0)
    expect(await seriousViolations(page), path).toEqual([])
  }
  await page.setViewportSize({ width: 375, height: 740 })
  for (const path of ['/user', '/user/reservations', '/user/reservations/3']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const wide = await overflowing(page)
    expect(wide, path).toEqual([])
  }
})
