import { expect, test } from '../fixtures'

test('at 375 px the first reservation card is whole, below the title, corners and all', async ({
  asCustomer: { page },
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/user/reservations')
  const title = page.getByRole('heading', { level: 1, name: 'My Reservations' })
  const first = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .first()
  await expect(first).toBeVisible()
  const titleBox = (await title.boundingBox())!
  const card = (await first.boundingBox())!
  expect(card.y).toBeGreaterThanOrEqual(titleBox.y + titleBox.height)
  expect(card.x).toBeGreaterThanOrEqual(0)
  expect(card.x + card.width).toBeLessThanOrEqual(375)
  // Just inside the card's top-left corner (within its own rounding): the card itself is
  // painted there, not clipped away by what holds it.
  const hit = await page.evaluate(
    ({ x, y }) => !!document.elementFromPoint(x, y)?.closest('.reservations-table__row'),
    { x: card.x + 3, y: card.y + 6 },
  )
  expect(hit, 'the top-left corner of the first card is painted').toBe(true)
})
