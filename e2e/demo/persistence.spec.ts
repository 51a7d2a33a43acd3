import type { Page } from '@playwright/test'
import { expect, FIRST_LOAD_TIMEOUT, MOCK_API, mainNav, test } from '../fixtures'

const API = MOCK_API

/** Calls the embedded backend from inside the page (the service worker answers). */
function call(page: Page, path: string, init: { method?: string; body?: unknown } = {}) {
  return page.evaluate(
    async ({ url, method, body }) => {
      const response = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: response.status, body: await response.json().catch(() => null) }
    },
    { url: `${API}${path}`, method: init.method ?? 'GET', body: init.body },
  )
}

async function open(page: Page) {
  await page.goto('./')
  await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
}

const newCustomer = (email: string) => ({
  firstName: 'Ines',
  lastName: 'Duarte',
  phoneNumber: '(555) 201-3344',
  address: '12 Harbour Road',
  zipCode: '10001',
  email,
  password: 'Harbour#2026',
  confirmPassword: 'Harbour#2026',
})

test('what the demo changes survives a reload, and a reset brings the seed back', async ({
  page,
}) => {
  await open(page)
  const email = `ines.${Date.now()}@example.com`
  expect((await call(page, '/register', { method: 'POST', body: newCustomer(email) })).status).toBe(
    201,
  )

  await page.reload()
  await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  const login = await call(page, '/login', {
    method: 'POST',
    body: { email, password: 'Harbour#2026' },
  })
  expect(login.status).toBe(200)

  await page.evaluate(() =>
    (
      globalThis as unknown as { autoviaMock: { resetMockDatabase(): Promise<void> } }
    ).autoviaMock.resetMockDatabase(),
  )
  await page.reload()
  await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  const after = await call(page, '/login', {
    method: 'POST',
    body: { email, password: 'Harbour#2026' },
  })
  expect(after.status).toBe(401)
})

test('a corrupt stored database is replaced by a fresh seed with a warning', async ({ page }) => {
  await open(page)
  const seeded = await call(page, '/car/visitors/all')
  expect(Array.isArray(seeded.body) && seeded.body.length).toBeGreaterThan(0)

  // Overwrite the stored copy with something that is not a database.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('autovia-mock')
        request.onerror = () => reject(request.error)
        request.onsuccess = () => {
          const tx = request.result.transaction('snapshots', 'readwrite')
          tx.objectStore('snapshots').put({ users: 'garbage' }, 'autovia-mock-db:v1')
          tx.oncomplete = () => {
            request.result.close()
            resolve()
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
  )

  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await page.reload()
  await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  expect(warnings.join('\n')).toContain('replaced by a fresh seed')
  const reseeded = await call(page, '/car/visitors/all')
  expect(reseeded.body).toEqual(seeded.body)
})

test('a database stored 8 days ago opens moved forward, the visitor’s changes kept', async ({
  page,
}) => {
  test.slow()
  await open(page)
  const email = `late.${Date.now()}@example.com`
  expect((await call(page, '/register', { method: 'POST', body: newCustomer(email) })).status).toBe(
    201,
  )
  const admin = await call(page, '/login', {
    method: 'POST',
    body: { email: 'admin@autovia.test', password: 'Admin#2026' },
  })
  const listAll = () =>
    page.evaluate(
      async ({ url, token }) =>
        (await (
          await fetch(url, { headers: { authorization: `Bearer ${token}` } })
        ).json()) as Array<{
          id: number
          pickUpTime: string
          dropOfTime: string
          status: string
        }>,
      { url: `${API}/reservations/admin/all`, token: admin.body.token as string },
    )
  const current = await listAll()

  // Make the stored copy one saved 8 days ago: its trips 8 days earlier, its day 8 days back.
  await page.evaluate(
    ({ days }) =>
      new Promise<void>((resolve, reject) => {
        const shift = (text: string) => {
          const d = new Date(text)
          d.setDate(d.getDate() - days)
          const two = (n: number) => String(n).padStart(2, '0')
          return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`
        }
        const request = indexedDB.open('autovia-mock')
        request.onerror = () => reject(request.error)
        request.onsuccess = () => {
          const store = request.result
            .transaction('snapshots', 'readwrite')
            .objectStore('snapshots')
          const get = store.get('autovia-mock-db:v1')
          get.onsuccess = () => {
            const stored = get.result as {
              savedOn: string
              reservations: Array<{ pickUpTime: string; dropOfTime: string }>
            }
            const then = new Date()
            then.setDate(then.getDate() - days)
            const two = (n: number) => String(n).padStart(2, '0')
            stored.savedOn = `${then.getFullYear()}-${two(then.getMonth() + 1)}-${two(then.getDate())}`
            for (const r of stored.reservations) {
              r.pickUpTime = shift(r.pickUpTime)
              r.dropOfTime = shift(r.dropOfTime)
            }
            const put = store.put(stored, 'autovia-mock-db:v1')
            put.onsuccess = () => {
              request.result.close()
              resolve()
            }
            put.onerror = () => reject(put.error)
          }
        }
      }),
    { days: 8 },
  )

  await page.reload()
  await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  // Back where they were relative to today: the same pick-ups today, trips ahead, past ones.
  expect(await listAll()).toEqual(current)
  const login = await call(page, '/login', {
    method: 'POST',
    body: { email, password: 'Harbour#2026' },
  })
  expect(login.status).toBe(200)
})

/** What IndexedDB holds under `key` (structured-cloned out of the page). */
function stored(page: Page, key: string) {
  return page.evaluate(
    (key) =>
      new Promise<unknown>((resolve, reject) => {
        const request = indexedDB.open('autovia-mock')
        request.onerror = () => reject(request.error)
        request.onsuccess = () => {
          const get = request.result.transaction('snapshots').objectStore('snapshots').get(key)
          get.onsuccess = () => {
            request.result.close()
            resolve(get.result)
          }
          get.onerror = () => reject(get.error)
        }
      }),
    key,
  )
}

test('pictures are stored apart and written only when they change; an inline copy moves over', async ({
  page,
}) => {
  await open(page)
  const records = (await stored(page, 'autovia-mock-db:v1')) as Record<string, unknown>
  const pictures = (await stored(page, 'autovia-mock-images')) as Array<{ id: string }>
  expect(records).not.toHaveProperty('images')
  expect(pictures.length).toBeGreaterThan(0)

  // A change saves the records only: a mark put on the stored pictures survives it.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('autovia-mock')
        request.onsuccess = () => {
          const store = request.result
            .transaction('snapshots', 'readwrite')
            .objectStore('snapshots')
          const get = store.get('autovia-mock-images')
          get.onsuccess = () => {
            const list = get.result as Array<Record<string, unknown>>
            list[0]!.mark = 'untouched'
            store.put(list, 'autovia-mock-images').onsuccess = () => {
              request.result.close()
              resolve()
            }
          }
        }
        request.onerror = () => reject(request.error)
      }),
  )
  const email = `apart.${Date.now()}@example.com`
  expect((await call(page, '/register', { method: 'POST', body: newCustomer(email) })).status).toBe(
    201,
  )
  expect(((await stored(page, 'autovia-mock-images')) as Array<{ mark?: string }>)[0]!.mark).toBe(
    'untouched',
  )

  // A copy from before, pictures inline and none apart, still opens, and moves them apart.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('autovia-mock')
        request.onsuccess = () => {
          const store = request.result
            .transaction('snapshots', 'readwrite')
            .objectStore('snapshots')
          const get = store.get('autovia-mock-images')
          get.onsuccess = () => {
            const images = (get.result as Array<Record<string, unknown>>).map(
              ({ mark: _mark, ...image }) => image,
            )
            const main = store.get('autovia-mock-db:v1')
            main.onsuccess = () => {
              store.put({ ...main.result, images }, 'autovia-mock-db:v1')
              store.delete('autovia-mock-images').onsuccess = () => {
                request.result.close()
                resolve()
              }
            }
          }
        }
        request.onerror = () => reject(request.error)
      }),
  )
  await page.reload()
  await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  const login = await call(page, '/login', {
    method: 'POST',
    body: { email, password: 'Harbour#2026' },
  })
  expect(login.status).toBe(200)
  expect(await stored(page, 'autovia-mock-db:v1')).not.toHaveProperty('images')
  expect(((await stored(page, 'autovia-mock-images')) as unknown[]).length).toBe(pictures.length)
  const fleetNow = (await call(page, '/car/visitors/all')).body as Array<{ image: string[] }>
  const picture = await page.evaluate(
    async (url) => (await fetch(url)).status,
    `${API}/files/display/${fleetNow[0]!.image[0]}`,
  )
  expect(picture).toBe(201)
})
