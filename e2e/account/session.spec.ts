import { expect, signInAsNewCustomer, signInThroughForm, TOKEN_KEY, test } from '../fixtures'

test('a session the server refuses mid-visit ends: the visitor signs in again and returns', async ({
  page,
}) => {
  const customer = await signInAsNewCustomer(page)
  await page.goto('/user')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The token goes bad (as when it expires); the next call that carries it is answered 401.
  await page.evaluate((key) => localStorage.setItem(key, 'expired-token'), TOKEN_KEY)
  await page.getByRole('form', { name: 'Update Profile' }).getByRole('button').click()
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible()
  await expect(page).toHaveURL(/\/auth$/)
  await signInThroughForm(page, customer.email, customer.password)
  await expect(page).toHaveURL(/\/user$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${customer.firstName} ${customer.lastName}`,
  )
})
