import type { Page } from '@playwright/test'
import { expect, signInAsNewCustomer, TOKEN_KEY, test } from '../fixtures'

/**
 * Records the text of every notification the page shows from now on (toasts are alerts and
 * close by themselves after 5 s, so counting what is on screen later would miss some).
 */
async function recordNotifications(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = []
    Object.assign(window, { seenNotifications: seen })
    new MutationObserver(() => {
      for (const alert of document.querySelectorAll('[role="alert"]')) {
        if (alert.closest('form, main')) continue
        const text = alert.textContent?.trim() ?? ''
        if (text && !alert.hasAttribute('data-recorded')) {
          alert.setAttribute('data-recorded', '')
          seen.push(text)
        }
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  })
  return () =>
    page.evaluate(() => (window as unknown as { seenNotifications: string[] }).seenNotifications)
}

test('an expired session says so once: no second notification with the raw 401', async ({
  page,
}) => {
  await signInAsNewCustomer(page, 'Once')
  await page.goto('/user')
  const form = page.getByRole('form', { name: 'Update Profile' })
  await expect(form).toBeVisible()
  const notifications = await recordNotifications(page)
  // The token goes bad (as when it expires); the save that carries it is answered 401.
  await page.evaluate((key) => localStorage.setItem(key, 'expired-token'), TOKEN_KEY)
  await form.getByLabel('Address', { exact: true }).pressSequentially(' B')
  await form.getByRole('button', { name: 'Update Profile' }).click()
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible()
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible()
  expect(await notifications()).toEqual(['Your session has ended. Please sign in again.'])
})
