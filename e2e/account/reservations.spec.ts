import { LATENCY_KEY } from '../../mocks/latency'
import { expect, loginAs, signInAsNewCustomer, test } from '../fixtures'

test('a customer without reservations sees Loading..., then No reservation and the way to the cars', async ({
  page,
}) => {
  await signInAsNewCustomer(page)
  // Slow the embedded backend down so the loading state is there to see.
  await page.evaluate((key) => localStorage.setItem(key, '800'), LATENCY_KEY)
  await page.goto('/user/reservations')
  await expect(page.getByText('Loading...')).toBeVisible()
  await expect(page.getByText('No reservation')).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Browse the cars' }).click()
  await expect(page).toHaveURL(/\/vehicles$/)
})

test('the list is newest first and a row opens with Enter', async ({ page }) => {
  await loginAs(page, 'customer')
  await page.goto('/user/reservations')
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') })
  await expect(rows.first()).toBeVisible()
  const pickUps = await rows.evaluateAll((trs) =>
    trs.map((tr) => tr.querySelector('td[data-label="Pick up"]')?.textContent ?? ''),
  )
  expect(pickUps).toEqual([...pickUps].sort().reverse())
  await rows.first().focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/user\/reservations\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reservation Details')
})

test("someone else's or an unknown reservation shows the server's message and a way back", async ({
  page,
}) => {
  await signInAsNewCustomer(page)
  // Reservation 1 is the demo customer's, not this one's.
  await page.goto('/user/reservations/1')
  await expect(page.getByRole('alert')).toContainText('reservation with id 1 not found')
  await page.goto('/user/reservations/999999')
  await expect(page.getByRole('alert')).toContainText('reservation with id 999999 not found')
  await page.getByRole('link', { name: 'Back to my reservations' }).click()
  await expect(page).toHaveURL(/\/user\/reservations$/)
})
