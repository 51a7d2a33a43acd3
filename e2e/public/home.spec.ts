import type { Locator, Page } from '@playwright/test'
import { seriousViolations } from '../a11y'
import { expect, FIRST_LOAD_TIMEOUT, fleet, openStarted, overflowing, test } from '../fixtures'

const TITLES = [
  'Car rental in your city',
  'Quality cars with unlimited miles',
  '24/7 customer support',
] as const

const hero = (page: Page) => page.getByRole('region', { name: 'Highlights' })
/** Hidden slides are aria-hidden, so the only heading the carousel exposes is the active one. */
const activeTitle = (carousel: Locator) => carousel.getByRole('heading', { level: 2 })

async function swipe(target: Locator, distance: number) {
  const box = await target.boundingBox()
  if (!box) throw new Error('carousel not visible')
  const y = box.y + box.height / 2
  const start = box.x + box.width / 2
  await target.dispatchEvent('pointerdown', { pointerType: 'touch', clientX: start, clientY: y })
  await target.dispatchEvent('pointerup', {
    pointerType: 'touch',
    clientX: start + distance,
    clientY: y,
  })
}

test.describe('home carousel', () => {
  test('the next button advances and wraps from the last slide to the first', async ({ page }) => {
    await page.goto('/')
    const carousel = hero(page)
    await expect(activeTitle(carousel)).toHaveText(TITLES[0])
    const next = carousel.getByRole('button', { name: 'Next slide' })
    for (const title of [TITLES[1], TITLES[2], TITLES[0]]) {
      await next.click()
      await expect(activeTitle(carousel)).toHaveText(title)
    }
    await carousel.getByRole('button', { name: 'Previous slide' }).click()
    await expect(activeTitle(carousel)).toHaveText(TITLES[2])
  })

  test('the dots name their slides and jump to them', async ({ page }) => {
    await page.goto('/')
    const carousel = hero(page)
    const dot = carousel.getByRole('button', { name: `Slide 3: ${TITLES[2]}` })
    await dot.click()
    await expect(activeTitle(carousel)).toHaveText(TITLES[2])
    await expect(dot).toHaveAttribute('aria-current', 'true')
  })

  test('moves on by itself every 5 seconds and wraps to the first slide', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    const carousel = hero(page)
    await expect(activeTitle(carousel)).toHaveText(TITLES[0])
    // The app takes over the first screen, and shows the fleet's page, on timers of its own:
    // frozen before then (a slow first visit) it would never come. Its buttons are enabled.
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeEnabled({
      timeout: FIRST_LOAD_TIMEOUT,
    })
    // Freeze time, then start a fresh interval from a known moment: choose slide 2, and let
    // go of focus and pointer (both pause the autoplay), which restarts the timer.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
    const dot = carousel.getByRole('button', { name: `Slide 2: ${TITLES[1]}` })
    await dot.click()
    await dot.evaluate((element) => (element as HTMLElement).blur())
    await page.mouse.move(1, 1)
    await expect(activeTitle(carousel)).toHaveText(TITLES[1])
    await page.clock.runFor(4800)
    await expect(activeTitle(carousel)).toHaveText(TITLES[1])
    await page.clock.runFor(400)
    await expect(activeTitle(carousel)).toHaveText(TITLES[2])
    await page.clock.runFor(5000)
    await expect(activeTitle(carousel)).toHaveText(TITLES[0])
  })

  test('hovering the carousel pauses it', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    const carousel = hero(page)
    await expect(activeTitle(carousel)).toHaveText(TITLES[0])
    // The hover is the app's carousel's to see (its buttons enabled), not the first screen's.
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeEnabled({
      timeout: FIRST_LOAD_TIMEOUT,
    })
    await carousel.hover()
    await page.clock.runFor(12_000)
    await expect(activeTitle(carousel)).toHaveText(TITLES[0])
  })

  test('a touch swipe of 40 px or more changes the slide, a shorter one does not', async ({
    page,
  }) => {
    // Pointer events sent to the page's first screen (in its HTML, before the app runs) would
    // be lost or meet the carousel just as the app replaces it: swipe the app's own.
    await openStarted(page, '/')
    await page.mouse.move(1, 1)
    const carousel = hero(page)
    await swipe(carousel, -20)
    await expect(activeTitle(carousel)).toHaveText(TITLES[0])
    await swipe(carousel, -60)
    await expect(activeTitle(carousel)).toHaveText(TITLES[1])
    await swipe(carousel, 60)
    await expect(activeTitle(carousel)).toHaveText(TITLES[0])
  })
})

test('BOOK NOW leads to the vehicles', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'BOOK NOW' }).click()
  await expect(page).toHaveURL(/\/vehicles$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Our Cars' })).toBeVisible()
})

test('Popular Cars shows the first 8 vehicles, each linking to its page', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 2, name: 'Popular Cars' })).toBeVisible()
  const cards = page.getByRole('list', { name: 'Popular cars' }).getByRole('article')
  await expect(cards).toHaveCount(8)
  const expected = (await fleet(page)).slice(0, 8)
  expect(expected.length).toBe(8)
  for (const [index, vehicle] of expected.entries()) {
    const card = cards.nth(index)
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(vehicle.model)
    await expect(
      card.getByRole('link', { name: `View details of ${vehicle.model}` }),
    ).toHaveAttribute('href', `/vehicles/${vehicle.id}`)
  }
  await cards.first().getByRole('link').click()
  await expect(page).toHaveURL(`/vehicles/${expected[0]!.id}`)
  await expect(page.getByRole('heading', { level: 1, name: expected[0]!.model })).toBeVisible()
})

test('the home page has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('list', { name: 'Popular cars' }).getByRole('article')).toHaveCount(8)
  expect(await seriousViolations(page)).toEqual([])
})

test('nothing sticks out of a 375 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/')
  await expect(page.getByRole('list', { name: 'Popular cars' }).getByRole('article')).toHaveCount(8)
  const wide = await overflowing(page, { skipDecorative: true })
  expect(wide).toEqual([])
})
