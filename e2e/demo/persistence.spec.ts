import type { Page } from '@playwright/test'
import dayjs from 'dayjs'
import { dayOf } from '../../mocks/rules/fresh-dates'
import { IDB_NAME, IDB_STORE, IMAGES_KEY, STORAGE_KEY } from '../../mocks/storage-keys'
import { apiCall } from '../admin/admin-helpers'
import { expect, FIRST_LOAD_TIMEOUT, MOCK_API, mainNav, test } from '../fixtures'

const API = MOCK_API

/** What IndexedDB holds under `key` (copied out of the page). */
function readStored<T>(page: Page, key: string): Promise<T> {
  return page.evaluate(
    ({ key, name, store }) =>
      new Promise<T>((resolve, reject) => {
        const request = indexedDB.open(name)
        request.onerror = () => reject(request.error)
        request.onsuccess = () => {
          const get = request.result.transaction(store).objectStore(store).get(key)
          get.onsuccess = () => {
            request.result.close()
            resolve(get.result as T)
          }
          get.onerror = () => reject(get.error)
        }
      }),
    { key, name: IDB_NAME, store: IDB_STORE },
  )
}

/** Writes every entry (null deletes the key) in one transaction, as an earlier visit left it. */
function writeStored(page: Page, entries: Record<string, unknown>): Promise<void> {
  return page.evaluate(
    ({ entries, name, storeName }) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open(name)
        request.onerror = () => reject(request.error)
        request.onsuccess = () => {
          const tx = request.result.transaction(storeName, 'readwrite')
          const store = tx.objectStore(storeName)
          for (const [key, value] of Object.entries(entries)) {
            if (value === null) store.delete(key)
            else store.put(value, key)
          }
          tx.oncomplete = () => {
            request.result.close()
            resolve()
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
    { entries, name: IDB_NAME, storeName: IDB_STORE },
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
  expect((await apiCall(page, 'POST', '/register', newCustomer(email))).status).toBe(201)

  await page.reload()
  await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  const login = await apiCall(page, 'POST', '/login', { email, password: 'Harbour#2026' })
  expect(login.status).toBe(200)

  await page.evaluate(() =>
    (
      globalThis as unknown as { autoviaMock: { resetMockDatabase(): Promise<void> } }
    ).autoviaMock.resetMockDatabase(),
  )
  await page.reload()
  await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  const after = await apiCall(page, 'POST', '/login', { email, password: 'Harbour#2026' })
  expect(after.status).toBe(401)
})

test('a corrupt stored database is replaced by a fresh seed with a warning', async ({ page }) => {
  await open(page)
  const seeded = await apiCall(page, 'GET', '/car/visitors/all')
  expect(Array.isArray(seeded.json) && seeded.json.length).toBeGreaterThan(0)

  // Overwrite the stored copy with something that is not a database.
  await writeStored(page, { [STORAGE_KEY]: { users: 'garbage' } })

  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await page.reload()
  await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  expect(warnings.join('\n')).toContain('replaced by a fresh seed')
  const reseeded = await apiCall(page, 'GET', '/car/visitors/all')
  expect(reseeded.json).toEqual(seeded.json)
})

test('a database stored 8 days ago opens moved forward, the visitor’s changes kept', async ({
  page,
}) => {
  test.slow()
  await open(page)
  const email = `late.${Date.now()}@example.com`
  expect((await apiCall(page, 'POST', '/register', newCustomer(email))).status).toBe(201)
  const admin = await apiCall(page, 'POST', '/login', {
    email: 'admin@autovia.test',
    password: 'Admin#2026',
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
      { url: `${API}/reservations/admin/all`, token: (admin.json as { token: string }).token },
    )
  const current = await listAll()

  // Make the stored copy one saved 8 days ago: its trips 8 days earlier, its day 8 days back.
  const stored = await readStored<{
    savedOn: string
    reservations: Array<{ pickUpTime: string; dropOfTime: string }>
  }>(page, STORAGE_KEY)
  const back = (text: string) => dayjs(text).subtract(8, 'day').format('YYYY-MM-DDTHH:mm:ss')
  await writeStored(page, {
    [STORAGE_KEY]: {
      ...stored,
      savedOn: dayOf(dayjs().subtract(8, 'day').valueOf()),
      reservations: stored.reservations.map((r) => ({
        ...r,
        pickUpTime: back(r.pickUpTime),
        dropOfTime: back(r.dropOfTime),
      })),
    },
  })

  await page.reload()
  await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  // Back where they were relative to today: the same pick-ups today, trips ahead, past ones.
  expect(await listAll()).toEqual(current)
  const login = await apiCall(page, 'POST', '/login', { email, password: 'Harbour#2026' })
  expect(login.status).toBe(200)
})

test('pictures are stored apart and written only when they change; an inline copy moves over', async ({
  page,
}) => {
  await open(page)
  const records = await readStored<Record<string, unknown>>(page, STORAGE_KEY)
  const pictures = await readStored<Array<{ id: string }>>(page, IMAGES_KEY)
  expect(records).not.toHaveProperty('images')
  expect(pictures.length).toBeGreaterThan(0)

  // A change saves the records only: a mark put on the stored pictures survives it.
  await writeStored(page, {
    [IMAGES_KEY]: [{ ...pictures[0], mark: 'untouched' }, ...pictures.slice(1)],
  })
  const email = `apart.${Date.now()}@example.com`
  expect((await apiCall(page, 'POST', '/register', newCustomer(email))).status).toBe(201)
  expect((await readStored<Array<{ mark?: string }>>(page, IMAGES_KEY))[0]!.mark).toBe('untouched')

  // A copy from before, pictures inline and none apart, still opens, and moves them apart.
  const before = await readStored<Record<string, unknown>>(page, STORAGE_KEY)
  await writeStored(page, { [STORAGE_KEY]: { ...before, images: pictures }, [IMAGES_KEY]: null })
  await page.reload()
  await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  const login = await apiCall(page, 'POST', '/login', { email, password: 'Harbour#2026' })
  expect(login.status).toBe(200)
  expect(await readStored(page, STORAGE_KEY)).not.toHaveProperty('images')
  expect((await readStored<unknown[]>(page, IMAGES_KEY)).length).toBe(pictures.length)
  const fleetNow = (await apiCall<Array<{ image: string[] }>>(page, 'GET', '/car/visitors/all'))
    .json
  const picture = await page.evaluate(
    async (url) => (await fetch(url)).status,
    `${API}/files/display/${fleetNow[0]!.image[0]}`,
  )
  expect(picture).toBe(201)
})
