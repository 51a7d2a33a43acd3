import {
  expect,
  FIRST_LOAD_TIMEOUT,
  firstScreenInPlace,
  loginAs,
  mainNav,
  test,
  userMenuButton,
} from '../fixtures'

// The build puts the home page's header and hero into index.html (scripts/first-screen.tsx):
// the browser paints them before any script has run, and the app's first render takes over.

const FIRST_TITLE = 'Car rental in your city'
const hero = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Highlights' })

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false })

  test('the home page shows its header and hero, with the controls waiting', async ({ page }) => {
    await page.goto('/')
    await expect(firstScreenInPlace(page)).toHaveCount(1)
    await expect(hero(page).getByRole('heading', { level: 2 })).toHaveText(FIRST_TITLE)
    await expect(mainNav(page).getByRole('link', { name: 'Cars' })).toBeVisible()
    await expect(hero(page).getByRole('link', { name: 'Browse the fleet' })).toBeVisible()
    // Buttons do nothing without the app: they wait, disabled, instead of failing silently.
    await expect(hero(page).getByRole('button', { name: 'Next slide' })).toBeDisabled()
    // (The phone menu's button, folded away on a wide screen.)
    await expect(
      mainNav(page).getByRole('button', { name: 'Menu', includeHidden: true }),
    ).toBeDisabled()
    // Who is signed in is not known yet: the account entry keeps its place, unseen.
    await expect(page.getByRole('link', { name: 'Login/Register' })).toBeHidden()
    // Below the hero comes nothing yet: no footer that would jump down later.
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
    // These specs run a demo build: its first screen keeps the demo bar's place, and <body> is
    // already the flex column the bar takes first place in, so the bar's arrival rebuilds no
    // box (which would make Chromium drop the first paint from the largest paint).
    await expect(page.locator('#root > .demo-bar-space')).toHaveCount(1)
    expect(await page.evaluate(() => getComputedStyle(document.body).display)).toBe('flex')
  })

  test('another address gets the loading page, not the home page', async ({ page }) => {
    for (const path of ['/vehicles', '/about', '/no-such-page']) {
      await page.goto(path)
      await expect(page.locator('#root .boot'), path).toHaveCount(1)
      await expect(hero(page), path).toHaveCount(0)
    }
  })
})

test('the app takes the first screen over: one header, one hero, and the controls work', async ({
  page,
}) => {
  await page.goto('/')
  const next = hero(page).getByRole('button', { name: 'Next slide' })
  // Playwright waits for the enabled button: the app's own.
  await next.click({ timeout: FIRST_LOAD_TIMEOUT })
  await expect(firstScreenInPlace(page)).toHaveCount(0)
  await expect(hero(page).getByRole('heading', { level: 2 })).toHaveText(
    'Quality cars with unlimited miles',
  )
  await expect(page.locator('.home-hero')).toHaveCount(1)
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1)
  // What the first screen left out is there now.
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Login/Register' })).toBeVisible()
  // Reloaded, the page comes back the same way.
  await page.reload()
  await expect(hero(page).getByRole('button', { name: 'Next slide' })).toBeEnabled({
    timeout: FIRST_LOAD_TIMEOUT,
  })
  await expect(hero(page).getByRole('heading', { level: 2 })).toHaveText(FIRST_TITLE)
})

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the hidden slides come without drawings and the hero keeps its height`, async ({
    browser,
    page,
    baseURL,
  }) => {
    const heroBox = async (shown: import('@playwright/test').Page) => {
      await shown.evaluate(() => document.fonts.ready)
      return (await hero(shown).boundingBox())?.height
    }
    const drawn = (shown: import('@playwright/test').Page) =>
      hero(shown)
        .locator('.fade-carousel__slide')
        .evaluateAll((slides) => slides.map((slide) => slide.querySelectorAll('svg').length > 0))

    // The first screen as index.html paints it, before any script.
    const before = await browser.newContext({ javaScriptEnabled: false, viewport })
    const first = await before.newPage()
    await first.goto(baseURL ?? '/')
    expect(await drawn(first)).toEqual([true, false, false])
    const firstHeight = await heroBox(first)
    await before.close()

    await page.setViewportSize(viewport)
    await page.goto('/')
    await expect(firstScreenInPlace(page)).toHaveCount(0, { timeout: FIRST_LOAD_TIMEOUT })
    // The first screen goes before the app's home page has drawn its slides, so wait for them.
    await expect.poll(() => drawn(page)).toEqual([true, true, true])
    // The slides' text stays in the first screen, so the tallest one sets the same height.
    expect(firstHeight).toBeGreaterThan(200)
    expect(await heroBox(page)).toBeCloseTo(firstHeight ?? 0, 0)
  })
}

test('a signed-in visitor gets their menu, never the login link', async ({ page }) => {
  const user = await loginAs(page, 'customer')
  await page.goto('/')
  await expect(userMenuButton(page, user)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  await expect(page.getByRole('link', { name: 'Login/Register' })).toHaveCount(0)
})

test('a first visit fetches its page’s code while the first download still runs', async ({
  page,
}) => {
  // The start-up (app/startup.ts) starts the page's chunk as the first download runs, not
  // after the first render asked for it.
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  })
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const chunk = performance
      .getEntriesByType('resource')
      .find((entry) => /\/about-page\.[^/]*\.js$/.test(new URL(entry.name).pathname))
    return { chunk: chunk?.startTime, domReady: navigation.domContentLoadedEventStart }
  })
  expect(timing.chunk, 'the about page’s chunk was fetched').toBeDefined()
  expect(timing.chunk!).toBeLessThan(timing.domReady)
})

test('a visitor’s car page downloads no PrimeReact; signed in, its booking form brings it', async ({
  page,
}) => {
  const primeProvider = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => /\/prime-provider\.[^/]*\.js$/.test(new URL(entry.name).pathname)),
    )
  await page.goto('/vehicles/1')
  await expect(page.getByText('Please log in to system to check the availability')).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  })
  expect(await primeProvider()).toBe(false)

  await loginAs(page, 'customer')
  await page.goto('/vehicles/1')
  await expect(page.getByRole('heading', { name: 'Book this car' })).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  })
  await expect(page.getByLabel('Pick up location')).toBeVisible()
  expect(await primeProvider()).toBe(true)
})
