import type { Page } from '@playwright/test'
import { expect, FIRST_LOAD_TIMEOUT, loginAs, test } from '../fixtures'
import { languageButton, WORDS } from './languages'

/** Marks the window, so that a reload (which would drop the mark) shows. */
const markWindow = (page: Page) =>
  page.evaluate(() => {
    ;(window as { languageMark?: string }).languageMark = 'still here'
  })
const windowMark = (page: Page) =>
  page.evaluate(() => (window as { languageMark?: string }).languageMark ?? null)

/**
 * Switches to the language `steps` items down the menu from the one in use, with the keyboard
 * only: the menu opens on the language in use, arrows move, Enter chooses.
 */
async function switchWithKeys(page: Page, steps: number) {
  await languageButton(page).focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('menuitemradio', { checked: true })).toBeFocused()
  for (let step = 0; step < steps; step += 1) await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(menu).toHaveCount(0)
  // Focus goes back to the button, as a menu button's does.
  await expect(languageButton(page)).toBeFocused()
}

test('switching with the keyboard keeps the page and what was typed into the contact form', async ({
  page,
}) => {
  await page.goto('/contact')
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  })
  const form = page.getByRole('form', { name: 'Send Message' })
  await form.getByLabel('Full name', { exact: true }).click()
  await page.keyboard.type('Ada Lovelace', { delay: 10 })
  await page.keyboard.press('Tab')
  await page.keyboard.type('ada@example.com', { delay: 10 })
  await page.keyboard.press('Tab')
  await page.keyboard.type('Bir hafta sonu için üstü açık araç var mı?', { delay: 5 })
  await markWindow(page)
  const url = page.url()

  // English, Español, Türkçe: two steps down from English.
  await switchWithKeys(page, 2)
  const tr = WORDS.tr
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr')
  await expect(page.getByRole('heading', { level: 1, name: tr.contactUs })).toBeVisible()
  expect(page.url()).toBe(url)
  expect(await windowMark(page)).toBe('still here')
  const translated = page.getByRole('form', { name: tr.sendMessage })
  await expect(translated.getByLabel(tr.fullName, { exact: true })).toHaveValue('Ada Lovelace')
  await expect(translated.getByLabel(tr.email, { exact: true })).toHaveValue('ada@example.com')
  await expect(translated.getByLabel(tr.message, { exact: true })).toHaveValue(
    'Bir hafta sonu için üstü açık araç var mı?',
  )
  await expect(translated.getByRole('button', { name: tr.sendMessage })).toBeVisible()
  await expect(page.getByText('Full name', { exact: true })).toHaveCount(0)

  // And back up to Spanish, one step: the values stay through a second switch.
  await languageButton(page).focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('Enter')
  const es = WORDS.es
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  const spanish = page.getByRole('form', { name: es.sendMessage })
  await expect(spanish.getByLabel(es.fullName, { exact: true })).toHaveValue('Ada Lovelace')
  await expect(spanish.getByLabel(es.message, { exact: true })).toHaveValue(
    'Bir hafta sonu için üstü açık araç var mı?',
  )
  expect(page.url()).toBe(url)
  expect(await windowMark(page)).toBe('still here')
})

test('the messages beside the contact form fields switch language with the page', async ({
  page,
}) => {
  await page.goto('/contact')
  const form = page.getByRole('form', { name: 'Send Message' })
  await expect(form).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  await form.getByRole('button', { name: 'Send Message' }).click()
  const english = [
    'Please enter your full name',
    'Please enter your email',
    'Please enter your message',
  ]
  for (const message of english) await expect(form.getByText(message)).toBeVisible()

  await switchWithKeys(page, 1)
  const es = WORDS.es
  const spanish = page.getByRole('form', { name: es.sendMessage })
  for (const message of [es.fullNameRequired, es.emailRequired, es.messageRequired])
    await expect(spanish.getByText(message, { exact: true })).toBeVisible()
  for (const message of english) await expect(page.getByText(message)).toHaveCount(0)
  // Each message still describes its field, now in Spanish.
  await expect(spanish.getByLabel(es.fullName, { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  await expect(spanish.getByLabel(es.fullName, { exact: true })).toHaveAccessibleDescription(
    es.fullNameRequired,
  )

  await switchWithKeys(page, 1)
  const tr = WORDS.tr
  const turkish = page.getByRole('form', { name: tr.sendMessage })
  for (const message of [tr.fullNameRequired, tr.emailRequired, tr.messageRequired])
    await expect(turkish.getByText(message, { exact: true })).toBeVisible()
  await expect(page.getByText(es.fullNameRequired)).toHaveCount(0)
})

test("the admin bar's menu switches a half-filled form, keeping its values and translating its messages", async ({
  page,
}) => {
  test.slow()
  await loginAs(page, 'admin')
  await page.goto('/admin/users/new')
  const form = page.getByRole('form', { name: 'New User' })
  await expect(form).toBeVisible()
  await form.getByLabel('First Name', { exact: true }).click()
  await page.keyboard.type('Maya', { delay: 10 })
  await page.keyboard.press('Tab')
  await page.keyboard.type('Demir', { delay: 10 })
  await form.getByRole('button', { name: 'Create' }).click()
  for (const message of ['Please enter phone number', 'Please enter address', 'Please enter email'])
    await expect(form.getByText(message, { exact: true })).toBeVisible()
  await markWindow(page)

  // The admin area's own bar carries the menu.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Language' })).toBeVisible()
  await switchWithKeys(page, 2)
  await expect(page).toHaveURL(/\/admin\/users\/new$/)
  expect(await windowMark(page)).toBe('still here')
  const turkish = page.getByRole('form', { name: 'Yeni kullanıcı' })
  await expect(turkish.getByLabel('Ad', { exact: true })).toHaveValue('Maya')
  await expect(turkish.getByLabel('Soyad', { exact: true })).toHaveValue('Demir')
  for (const message of [
    'Lütfen telefon numarasını girin',
    'Lütfen adresi girin',
    'Lütfen e-posta adresini girin',
  ])
    await expect(turkish.getByText(message, { exact: true })).toBeVisible()
  await expect(page.getByText('Please enter phone number')).toHaveCount(0)
  await expect(turkish.getByRole('button', { name: 'Oluştur' })).toBeVisible()
  await expect(
    page.getByRole('banner').getByRole('button', { name: WORDS.tr.language }),
  ).toBeVisible()
})
