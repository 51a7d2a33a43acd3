import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../fixtures'

/**
 * After a failed submit, every keystroke lands in the field the person clicked: focus moves
 * to the first invalid field once per attempt, never while they type.
 */
async function typeInto(field: Locator, text: string) {
  await field.click()
  await field.page().keyboard.type(text, { delay: 20 })
}

async function expectValues(fields: Array<[Locator, string]>) {
  for (const [field, value] of fields) await expect(field).toHaveValue(value)
}

test('Contact: typing after a failed submit keeps every keystroke in its own field', async ({
  page,
}) => {
  await page.goto('/contact')
  const form = page.getByRole('form', { name: 'Send Message' })
  await form.getByRole('button', { name: 'Send Message' }).click()
  const fullName = form.getByLabel('Full name', { exact: true })
  const email = form.getByLabel('Email', { exact: true })
  const message = form.getByLabel('Message', { exact: true })
  await expect(fullName).toBeFocused()

  await typeInto(message, 'Hello there')
  await expectValues([
    [fullName, ''],
    [email, ''],
    [message, 'Hello there'],
  ])
  await typeInto(email, 'ada@example.test')
  await typeInto(fullName, 'Ada Lovelace')
  await expectValues([
    [fullName, 'Ada Lovelace'],
    [email, 'ada@example.test'],
    [message, 'Hello there'],
  ])
})

async function openTab(page: Page, name: 'Login' | 'Register') {
  await page.goto('/auth')
  await page.getByRole('tab', { name }).click()
  return page.getByRole('form', { name })
}

test('Login: typing after a failed submit keeps every keystroke in its own field', async ({
  page,
}) => {
  const form = await openTab(page, 'Login')
  await form.getByRole('button', { name: 'Login' }).click()
  const email = form.getByLabel('Email', { exact: true })
  const password = form.getByLabel('Password', { exact: true })
  await expect(email).toBeFocused()
  await typeInto(password, 'Secret#1')
  await typeInto(email, 'ada@example.test')
  await expectValues([
    [email, 'ada@example.test'],
    [password, 'Secret#1'],
  ])
  await expect(password).toHaveAttribute('type', 'password')
})

test('Register: typing after a failed submit keeps every keystroke in its own field', async ({
  page,
}) => {
  const form = await openTab(page, 'Register')
  await form.getByRole('button', { name: 'Register' }).click()
  const field = (label: string) => form.getByLabel(label, { exact: true })
  await expect(field('First name')).toBeFocused()

  // The password first: after the failed submit it once landed in Email, in plain text.
  await typeInto(field('Password'), 'Engine#1843')
  await typeInto(field('Confirm password'), 'Engine#1843')
  await typeInto(field('Email'), 'ada@example.test')
  await typeInto(field('Address'), '12 Analytical Row')
  await typeInto(field('Zip code'), '10001')
  await typeInto(field('Last name'), 'Lovelace')
  await typeInto(field('First name'), 'Ada')
  await field('Phone number').click()
  await page.keyboard.type('2125550142', { delay: 30 })
  // Click away, as a person does before looking the form over.
  await page.getByRole('heading', { name: 'Welcome' }).click()

  await expectValues([
    [field('First name'), 'Ada'],
    [field('Last name'), 'Lovelace'],
    [field('Phone number'), '(212) 555-0142'],
    [field('Zip code'), '10001'],
    [field('Address'), '12 Analytical Row'],
    [field('Email'), 'ada@example.test'],
    [field('Password'), 'Engine#1843'],
    [field('Confirm password'), 'Engine#1843'],
  ])
  await expect(field('Password')).toHaveAttribute('type', 'password')
  await expect(form.getByRole('list')).toHaveCount(0)
})
