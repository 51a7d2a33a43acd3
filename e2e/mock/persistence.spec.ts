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
  await page.goto('/')
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
