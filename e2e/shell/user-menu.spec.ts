import { expect, loginAs, mainNav, test, userMenuButton } from '../fixtures'

const menu = (page: import('@playwright/test').Page) => page.getByRole('menu')

test('the user menu closes on an outside click, on Escape and when the page changes', async ({
  page,
}) => {
  const user = await loginAs(page, 'customer')
  const button = userMenuButton(page, user)

  await button.click()
  await expect(menu(page)).toBeVisible()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  // A click anywhere else closes it; scrolling while open throws nothing (the fixture checks).
  await page.mouse.wheel(0, 600)
  await page.mouse.click(10, 400)
  await expect(menu(page)).toBeHidden()
  await expect(button).toHaveAttribute('aria-expanded', 'false')

  // Escape closes it and gives focus back to the button.
  await button.click()
  await expect(menu(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu(page)).toBeHidden()
  await expect(button).toBeFocused()

  // Navigating while it is open (a link of the page, the browser's Back) closes it.
  await button.click()
  await mainNav(page).getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(menu(page)).toBeHidden()
  await button.click()
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect(menu(page)).toBeHidden()
})

test('the user menu works from the keyboard', async ({ page }) => {
  const user = await loginAs(page, 'admin')
  const button = userMenuButton(page, user)
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitem', { name: 'Reservations' })).toBeFocused()
  await page.keyboard.press('End')
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/user$/)
  await expect(menu(page)).toBeHidden()

  // Arrow up on the closed button opens it at the last entry.
  await button.focus()
  await page.keyboard.press('ArrowUp')
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(menu(page)).toBeHidden()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the menu opens in the folded panel and closes with it on a choice', async ({ page }) => {
    const user = await loginAs(page, 'customer')
    await mainNav(page).getByRole('button', { name: 'Menu' }).click()
    await userMenuButton(page, user).click()
    await page.getByRole('menuitem', { name: 'Profile' }).click()
    await expect(page).toHaveURL(/\/user$/)
    // Nothing of the menu floats over the next page.
    await expect(menu(page)).toBeHidden()
    await expect(mainNav(page).getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })
})
