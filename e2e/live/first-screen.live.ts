import type { APIRequestContext, Page } from '@playwright/test'
import { NEW_VEHICLE, PNG_BYTES } from '../../mocks/scenarios'
import { vehicleImagePath } from '../../src/domain/api-base'
import { DEMO_ACCOUNTS, expect, firstScreenInPlace, mainNav, test } from '../fixtures'
import { LIVE_API_URL } from '../playwright.live.config'

// A live build's 200.html paints a car's page and the list of cars, their largest pictures
// included, before the app's code has come (src/app/first-screen/first-screen.ts); the app
// then takes that page over.

interface MadeCar {
  id: number
  model: string
  pictureUrl: string
}

/** A car of the test's own, with an uploaded picture, made through the API as the admin. */
async function carWithPicture(request: APIRequestContext): Promise<MadeCar> {
  const login = await request.post(`${LIVE_API_URL}/login`, { data: DEMO_ACCOUNTS.admin })
  expect(login.status()).toBe(200)
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
  const upload = await request.post(`${LIVE_API_URL}/files/upload`, {
    headers,
    multipart: {
      file: { name: 'car.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BYTES) },
    },
  })
  expect(upload.status()).toBe(200)
  const { imageId } = (await upload.json()) as { imageId: string }
  const model = `First Screen ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
  const added = await request.post(`${LIVE_API_URL}/car/admin/${imageId}/add`, {
    headers,
    data: { model, ...NEW_VEHICLE },
  })
  expect(added.status()).toBe(201)
  const fleet = (await (await request.get(`${LIVE_API_URL}/car/visitors/all`)).json()) as Array<{
    id: number
    model: string
  }>
  const made = fleet.find((car) => car.model === model)
  if (!made) throw new Error(`the car ${model} is not in the fleet`)
  return { id: made.id, model, pictureUrl: `${LIVE_API_URL}${vehicleImagePath(imageId)}` }
}

/**
 * Holds the app's code back until the returned function is called: every script of the site
 * (the bundler names the first one after the checkout's folder, so no name is assumed).
 */
async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const site = new URL(test.info().project.use.baseURL ?? 'http://invalid').origin
  await page.route(
    (url) => url.origin === site && url.pathname.endsWith('.js'),
    async (route) => {
      await released
      await route.continue()
    },
  )
  return release
}

test("a car's page shows its picture before the app's code has come, and the app takes it over", async ({
  page,
  request,
}) => {
  const car = await carWithPicture(request)
  const pictureCalls: string[] = []
  page.on('request', (call) => {
    if (call.url() === car.pictureUrl) pictureCalls.push(call.url())
  })
  const release = await holdAppCode(page)
  await page.goto(`/vehicles/${car.id}`, { waitUntil: 'commit' })

  // The page's HTML alone: header, the way back, the car loading, then its picture.
  const firstScreen = firstScreenInPlace(page)
  await expect(firstScreen.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expect(
    firstScreen.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cars' }),
  ).toHaveAttribute('aria-current', 'page')
  await expect(firstScreen.getByRole('link', { name: 'All cars' })).toBeVisible()
  const early = firstScreen.locator('.vehicle-details__stage img')
  await expect(early).toHaveAttribute('src', car.pictureUrl)
  await expect(early).toHaveAttribute('alt', car.model)
  await expect.poll(() => early.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0)

  // The app's code comes: the same page, now whole, the picture not fetched again.
  release()
  await expect(firstScreenInPlace(page)).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.model)
  const picture = page.getByRole('img', { name: car.model })
  await expect(picture).toHaveAttribute('src', car.pictureUrl)
  await expect(picture).toBeVisible()
  expect(pictureCalls).toHaveLength(1)
  await expect(page).toHaveTitle(new RegExp(car.model))

  // A person goes to the list from the keyboard, comes back, and reloads.
  await page.getByRole('link', { name: 'All cars' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/vehicles$/)
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.model)
  await page.reload()
  await expect(firstScreenInPlace(page)).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.model)
  await expect(page.getByRole('img', { name: car.model })).toBeVisible()
})

test("the list of cars shows its first row's pictures before the app's code has come, and the app takes them over", async ({
  page,
  request,
}) => {
  // The fleet as the API lists it now (the built-in cars, with pictures, come first).
  const fleet = (await (await request.get(`${LIVE_API_URL}/car/visitors/all`)).json()) as Array<{
    model: string
    image: string[]
  }>
  const pictureOf = (index: number) => {
    const imageId = fleet[index]?.image[0]
    return imageId ? `${LIVE_API_URL}${vehicleImagePath(imageId)}` : null
  }
  expect(pictureOf(0)).not.toBeNull()
  const pictureCalls = new Map<string, number>()
  const fleetCalls: string[] = []
  page.on('request', (call) => {
    if (call.url().includes('/files/display/'))
      pictureCalls.set(call.url(), (pictureCalls.get(call.url()) ?? 0) + 1)
    if (call.url() === `${LIVE_API_URL}/car/visitors/all`) fleetCalls.push(call.resourceType())
  })
  const release = await holdAppCode(page)
  await page.goto('/vehicles', { waitUntil: 'commit' })

  // The page's HTML alone: the title, the filters, the cards loading, the first row's pictures
  // (put in together) in the first cards' places, in the fleet's order.
  const firstScreen = firstScreenInPlace(page)
  await expect(firstScreen.getByRole('heading', { level: 1 })).toHaveText('Our Cars')
  await expect(firstScreen.locator('.vehicles-count')).toHaveText('Loading cars…')
  await expect(firstScreen.getByRole('button', { name: 'Show cars' })).toBeDisabled()
  const slots = firstScreen.locator('.vehicle-card__media')
  await expect(slots.first().locator('img')).toHaveAttribute('src', pictureOf(0) as string)
  const pictured: number[] = []
  for (let index = 0; index < (await slots.count()); index++)
    if ((await slots.nth(index).locator('img').count()) > 0) pictured.push(index)
  // A row, not the whole list: the cards further down wait for the app.
  expect(pictured.length).toBeGreaterThan(1)
  expect(pictured.length).toBeLessThan(await slots.count())
  for (const index of pictured) {
    const picture = slots.nth(index).locator('img')
    await expect(picture).toHaveAttribute('src', pictureOf(index) as string)
    await expect(picture).toHaveAttribute('alt', fleet[index]?.model as string)
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
  }
  await expect(page.getByRole('list', { name: 'Cars' })).toHaveCount(0)
  // Its filters wait for the app: a choice made now would be lost when the app takes over.
  await expect(firstScreen.getByLabel(/max price/i)).toBeDisabled()

  // The app's code comes: the same pictures in the loaded cards, none fetched again, and the
  // fleet asked for once (the page's script and the app share the answer).
  release()
  await expect(firstScreenInPlace(page)).toHaveCount(0)
  const cards = page.getByRole('list', { name: 'Cars' }).locator(':scope > li')
  for (const index of pictured) {
    const model = fleet[index]?.model as string
    await expect(cards.nth(index).getByRole('heading')).toHaveText(model)
    await expect(cards.nth(index).getByRole('img', { name: model })).toHaveAttribute(
      'src',
      pictureOf(index) as string,
    )
    expect(pictureCalls.get(pictureOf(index) as string)).toBe(1)
  }
  expect(fleetCalls).toHaveLength(1)

  // A person scrolls down the list, opens the first car from the keyboard, comes back, reloads.
  await page.mouse.wheel(0, 1500)
  const first = fleet[0]?.model as string
  await page.getByRole('link', { name: `View details of ${first}` }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first)
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Cars')
  await page.reload()
  await expect(firstScreenInPlace(page)).toHaveCount(0)
  await expect(cards.first().getByRole('heading')).toHaveText(first)

  // The filters are the app's now: a price typed from the keyboard narrows the list and stays
  // through a reload (a filtered list, which the app alone paints).
  const price = page.getByLabel(/max price/i)
  await expect(price).toBeEnabled()
  await price.click()
  await page.keyboard.type('999')
  await page.getByRole('heading', { level: 1 }).click()
  await expect(page).toHaveURL(/[?&]maxPrice=999\b/)
  await page.reload()
  await expect(price).toHaveValue('999')
  await expect(cards.first()).toBeVisible()
})

/** The page's largest-contentful-paint entries so far: each one's picture, if it is one. */
type PaintEntry = { picture: 'first screen' | 'app' | null }
const paintEntries = (page: Page) =>
  page.evaluate(() => (window as unknown as { paintEntries: PaintEntry[] }).paintEntries)

test("the app's takeover of the list adds no largest paint: its first picture has the first screen's box", async ({
  page,
}) => {
  // At 1280x900 the first row's pictures are wholly on screen (at 1280x800 they are clipped,
  // which hid a picture painted again a little larger, a new and later entry).
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.addInitScript(() => {
    const entries: PaintEntry[] = []
    Object.assign(window, { paintEntries: entries })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LargestContentfulPaint[]) {
        const element = entry.element
        entries.push({
          picture: !(element instanceof HTMLImageElement)
            ? null
            : element.hasAttribute('data-first-screen-picture')
              ? 'first screen'
              : 'app',
        })
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
  const release = await holdAppCode(page)
  await page.goto('/vehicles', { waitUntil: 'commit' })
  await expect(firstScreenInPlace(page).locator('img[data-painted]').first()).toBeAttached()
  await expect.poll(async () => (await paintEntries(page)).at(-1)?.picture).toBe('first screen')
  const before = (await paintEntries(page)).length

  // The app's code comes and paints the first card's picture; the browser has reported that
  // frame's paints once a few more frames have gone by.
  release()
  await expect(firstScreenInPlace(page)).toHaveCount(0)
  const picture = page
    .getByRole('list', { name: 'Cars' })
    .locator(':scope > li')
    .first()
    .getByRole('img')
  await picture.evaluate(async (img: HTMLImageElement) => {
    await img.decode()
    for (let frame = 0; frame < 10; frame++)
      await new Promise((resolve) => requestAnimationFrame(resolve))
  })
  await page.waitForTimeout(500)
  const after = await paintEntries(page)
  expect(after.map((entry) => entry.picture)).not.toContain('app')
  expect(after).toHaveLength(before)

  // A person scrolls the list and opens the first car: the page works as the app's.
  await page.mouse.wheel(0, 600)
  await page
    .getByRole('link', { name: /^View details of / })
    .first()
    .click()
  await expect(page).toHaveURL(/\/vehicles\/\d+$/)
})

test('an unknown car keeps the page loading until the app says it is not found', async ({
  page,
}) => {
  const release = await holdAppCode(page)
  const answered = page.waitForResponse(`${LIVE_API_URL}/car/visitors/987654`)
  await page.goto('/vehicles/987654', { waitUntil: 'commit' })
  await expect(firstScreenInPlace(page).getByRole('link', { name: 'All cars' })).toBeVisible()
  expect((await answered).status()).toBe(404)
  await expect(firstScreenInPlace(page).locator('.vehicle-details__stage.av-shimmer')).toHaveCount(
    1,
  )
  await expect(page.locator('#root img')).toHaveCount(0)
  release()
  await expect(page).toHaveURL(/\/vehicle-not-found$/)
  await expect(firstScreenInPlace(page)).toHaveCount(0)
})

test("other addresses keep the loading screen until the app's code has come", async ({ page }) => {
  const carCalls: string[] = []
  page.on('request', (call) => {
    if (/\/car\/visitors\/\d+$/.test(call.url())) carCalls.push(call.url())
  })
  const release = await holdAppCode(page)
  await page.goto('/about', { waitUntil: 'commit' })
  await expect(page.locator('#root > .boot')).toBeAttached()
  await expect(page.locator('#root .vehicle-details')).toHaveCount(0)
  await expect(firstScreenInPlace(page)).toHaveCount(0)
  release()
  await expect(mainNav(page)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(carCalls).toEqual([])
})

test("a filtered list keeps the loading screen until the app's code has come", async ({ page }) => {
  const release = await holdAppCode(page)
  await page.goto('/vehicles?transmission=Automatic', { waitUntil: 'commit' })
  await expect(page.locator('#root > .boot')).toBeAttached()
  // The script has had its chance: the page has been read and the stylesheet is in.
  await page.waitForFunction(
    () =>
      document.readyState !== 'loading' &&
      !!document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.sheet,
  )
  await expect(page.locator('#root .vehicles-page')).toHaveCount(0)
  await expect(firstScreenInPlace(page)).toHaveCount(0)
  release()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Cars')
  await expect(page).toHaveURL(/\?transmission=Automatic$/)
  await expect(page.getByRole('list', { name: 'Cars' })).toBeVisible()
})
