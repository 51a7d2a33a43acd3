import { expect, test } from '../fixtures'

// A record that does not exist cannot be fetched by trying again: the page says so and
// offers the way back to its list instead.
for (const { path, message, back, list } of [
  {
    path: '/admin/users/9999',
    message: 'user with id 9999 not found',
    back: 'Back to users',
    list: /\/admin\/users$/,
  },
  {
    path: '/admin/vehicles/9999',
    message: 'car with id 9999 not found',
    back: 'Back to vehicles',
    list: /\/admin\/vehicles$/,
  },
  {
    path: '/admin/reservations/9999',
    message: 'reservation with id 9999 not found',
    back: 'Back to reservations',
    list: /\/admin\/reservations$/,
  },
  {
    path: '/admin/users/not-a-number',
    message: 'There is no user at this address.',
    back: 'Back to users',
    list: /\/admin\/users$/,
  },
]) {
  test(`${path} offers the way back, not a retry`, async ({ asAdmin: { page }, pageErrors }) => {
    pageErrors.allow(/status of 404/)
    await page.goto(path)
    const main = page.getByRole('main')
    await expect(main.getByText(message)).toBeVisible()
    await expect(main.getByRole('button', { name: 'Try again' })).toHaveCount(0)
    await main.getByRole('link', { name: back }).click()
    await expect(page).toHaveURL(list)
  })
}
