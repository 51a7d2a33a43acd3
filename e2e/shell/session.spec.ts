import { expect, loginAs, mainNav, storedToken, test, userMenuButton } from '../fixtures'

test('logout asks first: No keeps the session, Yes clears it and goes home', async ({ page }) => {
  const user = await loginAs(page, 'customer')
  await page.goto('/user/reservations')
  await userMenuButton(page, user).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()

  const dialog = page.getByRole('dialog', { name: 'Logout' })
  await expect(dialog).toContainText('Are you sure want to logout?')
  await dialog.getByRole('button', { name: 'No' }).click()
  await expect(dialog).toBeHidden()
  expect(await storedToken(page)).not.toBeNull()
  await expect(userMenuButton(page, user)).toBeVisible()

  await userMenuButton(page, user).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await page.getByRole('dialog', { name: 'Logout' }).getByRole('button', { name: 'Yes' }).click()
  await expect(page).toHaveURL(/\/$/)
  expect(await storedToken(page)).toBeNull()
  await expect(mainNav(page).getByRole('link', { name: 'Login/Register' })).toBeVisible()
})

test('the admin sidebar logs out through the same confirmation', async ({ page }) => {
  await loginAs(page, 'admin')
  await page.goto('/admin/vehicles')
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('button', { name: 'Logout' })
    .click()
  await page.getByRole('dialog', { name: 'Logout' }).getByRole('button', { name: 'Yes' }).click()
  await expect(page).toHaveURL(/\/$/)
  expect(await storedToken(page)).toBeNull()
})

test('the user menu offers Admin Panel to admins only', async ({ page }) => {
  const customer = await loginAs(page, 'customer')
  await userMenuButton(page, customer).click()
  await expect(page.getByRole('menuitem', { name: 'Reservations' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0)
  await page.keyboard.press('Escape')

  await page.evaluate(() => localStorage.clear())
  const admin = await loginAs(page, 'admin')
  await userMenuButton(page, admin).click()
  await page.getByRole('menuitem', { name: 'Admin Panel' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByText('AdminDashboardPage')).toBeVisible()
})

test('the user menu leads to the account pages', async ({ page }) => {
  const user = await loginAs(page, 'customer')
  await userMenuButton(page, user).click()
  await page.getByRole('menuitem', { name: 'Reservations' }).click()
  await expect(page).toHaveURL(/\/user\/reservations$/)
  await userMenuButton(page, user).click()
  await page.getByRole('menuitem', { name: 'Profile' }).click()
  await expect(page).toHaveURL(/\/user$/)
})
