import { expect, mainNav, test } from '../fixtures'

test('at 375 px the top bar writes out the e-mail address beside the phone number', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/about')
  await expect(mainNav(page)).toBeVisible({ timeout: 20_000 })
  const contacts = page.getByRole('list', { name: 'Contact us' })
  const mail = contacts.getByRole('link', { name: /^E-mail / })
  const address = (await mail.getAttribute('href'))!.replace('mailto:', '')
  await expect(mail.getByText(address)).toBeVisible()
  await expect(contacts.getByRole('link', { name: /^\+?[\d (]/ })).toBeVisible()
  for (const link of await contacts.getByRole('link').all()) {
    const box = (await link.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(375)
  }
})
