import type { Locator, Page } from '@playwright/test'
import { bookingForm, openCar } from '../account/booking-helpers'
import { expect, loginAs, signInAsNewCustomer, test } from '../fixtures'

// What the screenshots at 375 and 1280 px were checked for, held in numbers: forms without
// holes, figures in line, fields whose states read apart, buttons that belong to their field.

/** The rows of a form's fields: the fields' left edges, grouped by their top. */
async function fieldRows(form: Locator): Promise<number[][]> {
  const boxes = await form
    .locator('.form-field')
    .evaluateAll((fields) => fields.map((f) => f.getBoundingClientRect().toJSON() as DOMRect))
  const rows = new Map<number, number[]>()
  for (const box of boxes) {
    const top = Math.round(box.top)
    rows.set(top, [...(rows.get(top) ?? []), Math.round(box.width)])
  }
  return [...rows.values()]
}

async function expectNoHoles(page: Page, path: string, form: string) {
  await page.goto(path)
  const card = page.getByRole('form', { name: form })
  await expect(card).toBeVisible()
  const width = Math.round((await card.boundingBox())!.width)
  for (const row of await fieldRows(card)) {
    // A row is two fields side by side, or one field as wide as the form.
    if (row.length === 1)
      expect(row[0], `${path}: a field alone on its row`).toBeGreaterThan(width - 4)
    else expect(row, path).toHaveLength(2)
  }
  // The card is as wide as the page's head.
  const head = page.locator('.admin-head')
  const cardBox = (await page.locator('.admin-card').filter({ has: card }).boundingBox())!
  expect(Math.abs((await head.boundingBox())!.width - cardBox.width)).toBeLessThan(2)
}

test('the admin forms pair their fields: no row with a hole, at 1280 and at 375 px', async ({
  page,
}) => {
  test.slow()
  await loginAs(page, 'admin')
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(viewport)
    await expectNoHoles(page, '/admin/users/new', 'New User')
    await expectNoHoles(page, '/admin/users/2', 'Edit User')
    await expectNoHoles(page, '/admin/vehicles/new', 'New Vehicle')
    await expectNoHoles(page, '/admin/reservations/1', 'Edit Reservation')
  }
})

test("the dashboard's figures line up and its page name is a quiet label", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await loginAs(page, 'admin')
  await page.goto('/admin')
  const values = page.getByRole('list', { name: 'Key figures' }).locator('.dashboard-figure__value')
  await expect(values).toHaveCount(4)
  const tops = await values.evaluateAll((all) =>
    all.map((v) => Math.round(v.getBoundingClientRect().top)),
  )
  expect(new Set(tops).size).toBe(1)
  const name = page.getByText('AdminDashboardPage', { exact: true })
  await expect(name).toBeVisible()
  // Smaller and quieter than the title, not a line of text under it.
  const [nameSize, titleSize] = await Promise.all([
    name.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize)),
    page
      .getByRole('heading', { level: 1, name: 'Dashboard' })
      .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize)),
  ])
  expect(nameSize).toBeLessThan(titleSize / 2)
})

test('a typed value, a placeholder and a disabled field read apart', async ({ page }) => {
  await loginAs(page, 'admin')
  await page.goto('/admin/users/new')
  const form = page.getByRole('form', { name: 'New User' })
  const phone = form.getByLabel('Phone Number', { exact: true })
  const first = form.getByLabel('First Name', { exact: true })
  await first.pressSequentially('Ada')
  const style = (field: Locator, pseudo?: string) =>
    field.evaluate((el, pseudo) => {
      const s = getComputedStyle(el, pseudo)
      return { color: s.color, background: getComputedStyle(el).backgroundColor }
    }, pseudo)
  const typed = await style(first)
  const placeholder = await style(phone, '::placeholder')
  expect(placeholder.color).not.toBe(typed.color)
  // A built-in account's fields are disabled: another ground, another colour.
  await page.goto('/admin/users/2')
  const disabled = await style(
    page.getByRole('form', { name: 'Edit User' }).getByLabel('First Name', { exact: true }),
  )
  expect(disabled.background).not.toBe(typed.background)
  expect(disabled.color).not.toBe(typed.color)
})

test("the booking form's picker buttons belong to their field and focus shows on gold", async ({
  page,
}) => {
  await signInAsNewCustomer(page)
  await openCar(page)
  const form = bookingForm(page)
  const trigger = form.getByRole('button', { name: 'Choose pick up date' })
  const input = form.getByLabel('Pick up date', { exact: true })
  const [triggerBox, inputBox] = await Promise.all([trigger.boundingBox(), input.boundingBox()])
  // Square-cornered on the field's side, as tall as the field, right beside it.
  expect(Math.abs(triggerBox!.height - inputBox!.height)).toBeLessThan(2)
  expect(Math.abs(triggerBox!.x - (inputBox!.x + inputBox!.width))).toBeLessThan(2)
  expect(await trigger.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).toBe('0px')
  // The gold button's focus ring: a light ring, then a dark one.
  const submit = form.getByRole('button', { name: 'Check Avaliabilty' })
  await submit.focus()
  await expect
    .poll(() => submit.evaluate((el) => getComputedStyle(el).boxShadow))
    .toMatch(/^rgb\(255, 255, 255\) 0px 0px 0px 2px, rgb\(\d+, \d+, \d+\) 0px 0px 0px 4px$/)
  const gold = await submit.evaluate((el) => getComputedStyle(el).backgroundColor)
  await expect.poll(() => submit.evaluate((el) => getComputedStyle(el).outlineColor)).not.toBe(gold)
})
