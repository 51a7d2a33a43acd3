import type { Page } from '@playwright/test'
import { duplicateLandmarkNames, seriousViolations } from '../a11y'
import { expect, overflowing, test } from '../fixtures'

const WHY = [
  'Best Price Guarantee',
  'No Cancellation Fees',
  'Best Quality Cars',
  'Reservation Anytime',
  'Personal Driver',
  'Unlimited Miles',
  'City to City',
  '24/7 Customer Support',
]

const section = (page: Page, title: string) =>
  page.getByRole('region', { name: title, exact: true })

test('About Us shows the header and the eight reasons people like us', async ({ page }) => {
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
  const why = section(page, 'Why People Like Us')
  await expect(why.getByRole('heading', { level: 3 })).toHaveText(WHY)
  await expect(why.getByRole('listitem')).toHaveCount(8)
})

test('the counters read exactly as the specification writes them', async ({ page }) => {
  await page.goto('/about')
  const testimonials = section(page, 'Testimonals')
  await expect(testimonials.getByRole('heading', { level: 2 })).toHaveText('Testimonals')
  const counters = testimonials.getByRole('listitem')
  await expect(counters).toHaveText([
    /^350\+\s*Cars for rent$/,
    /^6500\+\s*Hapy Clients$/,
    /^5000\+\s*Positive Reviews$/,
    /^600\+\s*Drivers$/,
  ])
})

test('the testimonials carousel moves to the next quote and back round', async ({ page }) => {
  await page.goto('/about')
  const carousel = page
    .getByRole('region', { name: 'Testimonals', exact: true })
    .getByRole('region', { name: 'What our clients say' })
  // Hidden quotes are aria-hidden, so the figure role finds the visible one only.
  const author = carousel.getByRole('figure').locator('figcaption strong')
  const first = await author.textContent()
  const next = carousel.getByRole('button', { name: 'Next slide' })
  await next.click()
  await expect(author).not.toHaveText(first!)
  await next.click()
  await next.click()
  await expect(author).toHaveText(first!)
})

test('Our Team shows three members per view, 50 px apart, and loops', async ({ page }) => {
  await page.goto('/about')
  const team = page.getByRole('region', { name: 'Our Team members' })
  const names = team.getByRole('heading', { level: 3 })
  await expect(names).toHaveCount(3)
  await expect(team.getByRole('img', { name: /^Portrait of / })).toHaveCount(3)
  const order = await names.allTextContents()
  const gap = await team.getByRole('list').evaluate((list) => getComputedStyle(list).columnGap)
  expect(gap).toBe('50px')
  const next = team.getByRole('button', { name: 'Next team member' })
  await next.click()
  await expect(names).toHaveText([order[1]!, order[2]!, order[0]!])
  await next.click()
  await next.click()
  await expect(names).toHaveText(order)
  await team.getByRole('button', { name: 'Previous team member' }).click()
  await expect(names).toHaveText([order[2]!, order[0]!, order[1]!])
})

test('on a phone the team shows one member at a time and nothing overflows', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/about')
  const team = page.getByRole('region', { name: 'Our Team members' })
  await expect(team.getByRole('heading', { level: 3 })).toHaveCount(1)
  const wide = await overflowing(page, { skipDecorative: true })
  expect(wide).toEqual([])
})

test('the about page has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  // The section and its carousel once both answered to "Testimonals".
  expect(await duplicateLandmarkNames(page)).toEqual([])
})
