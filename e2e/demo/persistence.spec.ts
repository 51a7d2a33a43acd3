import type { Page } from '@playwright/test'
import dayjs from 'dayjs'
import type { MockBackendGlobals } from '../../mocks/browser'
import { dayOf } from '../../mocks/rules/fresh-dates'
import {
  CHUNKING,
  CHUNKING_KEY,
  chunkOf,
  IDB_NAME,
  LEGACY_IMAGES_KEY,
  LEGACY_KEY,
  LEGACY_STORE,
  META_STORE,
  REVISION_KEY,
  SAVED_ON_KEY,
} from '../../mocks/storage-keys'
import { apiCall } from '../admin/admin-helpers'
import {
  backendStarted,
  expect,
  FIRST_LOAD_TIMEOUT,
  MOCK_API,
  mainNav,
  openStarted,
  test,
} from '../fixtures'

const API = MOCK_API

type Row = Record<string, unknown>

/** A chunk of records under its key (numbers for numeric ids, text for text keys). */
type Chunk<T = Row> = [number | string, T[]]

/** Every entry of a store of the stored copy, with its key (copied out of the page). */
function readEntries<V>(page: Page, store: string): Promise<Array<[number | string, V]>> {
  return page.evaluate(
    ({ name, store }) =>
      new Promise<Array<[number | string, V]>>((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const idb = open.result
          if (!idb.objectStoreNames.contains(store)) {
            idb.close()
            resolve([])
            return
          }
          const tx = idb.transaction(store)
          const keys = tx.objectStore(store).getAllKeys()
          const values = tx.objectStore(store).getAll()
          tx.oncomplete = () => {
            idb.close()
            resolve(keys.result.map((key, i) => [key as number | string, values.result[i] as V]))
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
    { name: IDB_NAME, store },
  )
}

/** The chunks of one of the stored collections, with their keys. */
const readChunks = <T = Row>(page: Page, store: string) => readEntries<T[]>(page, store)

/** What the stored copy's `meta` holds under `key`. */
async function readMeta(page: Page, key: string): Promise<unknown> {
  return (await readEntries<unknown>(page, META_STORE)).find(([k]) => k === key)?.[1]
}

/** Every record of one of the stored collections. */
async function readStore<T = Row>(page: Page, store: string): Promise<T[]> {
  return (await readChunks<T>(page, store)).flatMap(([, records]) => records)
}

/** The stored chunk holding the record `id` of `store`, with that record changed by `change`. */
async function changeStored(page: Page, store: string, id: unknown, change: (row: Row) => Row) {
  const chunk = (await readChunks(page, store)).find(([, rows]) => rows.some((r) => r.id === id))
  if (!chunk) throw new Error(`no ${store} record ${String(id)} is stored`)
  const [key, rows] = chunk
  return [key, rows.map((r) => (r.id === id ? change(r) : r))] as Chunk
}

/**
 * Writes into the stored copy in one transaction, as an earlier visit left it: the stores in
 * `clear` emptied, chunks of records put into their collection's store, values put under a
 * key of `meta`.
 */
function writeStored(
  page: Page,
  writes: { clear?: string[]; chunks?: Record<string, Chunk[]>; meta?: Record<string, unknown> },
): Promise<void> {
  return page.evaluate(
    ({ name, metaStore, clear, chunks, meta }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const idb = open.result
          const stores = new Set([metaStore, ...clear, ...Object.keys(chunks)])
          const tx = idb.transaction([...stores], 'readwrite')
          for (const store of clear) tx.objectStore(store).clear()
          for (const [store, list] of Object.entries(chunks)) {
            for (const [key, rows] of list) tx.objectStore(store).put(rows, key)
          }
          for (const [key, value] of Object.entries(meta)) tx.objectStore(metaStore).put(value, key)
          tx.oncomplete = () => {
            idb.close()
            resolve()
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
    {
      name: IDB_NAME,
      metaStore: META_STORE,
      clear: writes.clear ?? [],
      chunks: writes.chunks ?? {},
      meta: writes.meta ?? {},
    },
  )
}

/** Replaces the stored copy with one in the first layout: one value under each key. */
function writeLegacyCopy(page: Page, entries: Record<string, unknown>): Promise<void> {
  return page.evaluate(
    ({ name, store, entries }) =>
      new Promise<void>((resolve, reject) => {
        const drop = indexedDB.deleteDatabase(name)
        drop.onerror = () => reject(drop.error)
        drop.onsuccess = () => {
          const open = indexedDB.open(name, 1)
          open.onupgradeneeded = () => open.result.createObjectStore(store)
          open.onerror = () => reject(open.error)
          open.onsuccess = () => {
            const idb = open.result
            const tx = idb.transaction(store, 'readwrite')
            for (const [key, value] of Object.entries(entries))
              tx.objectStore(store).put(value, key)
            tx.oncomplete = () => {
              idb.close()
              resolve()
            }
            tx.onerror = () => reject(tx.error)
          }
        }
      }),
    { name: IDB_NAME, store: LEGACY_STORE, entries },
  )
}

/** How many records the embedded backend's last save wrote or dropped. */
const lastSaveSize = (page: Page) =>
  page.evaluate(() => (globalThis as MockBackendGlobals).autoviaMock?.timings.written)

/** Opens the start page, its embedded backend started (the stored copy is then in place). */
const open = (page: Page) => openStarted(page, './')

/** Reloads, as a person would, and waits as `open` does. */
async function reopen(page: Page) {
  await page.reload()
  await expect(mainNav(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT })
  await backendStarted(page)
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

  await reopen(page)
  const login = await apiCall(page, 'POST', '/login', { email, password: 'Harbour#2026' })
  expect(login.status).toBe(200)

  await page.evaluate(() => (globalThis as MockBackendGlobals).autoviaMock?.resetMockDatabase())
  await reopen(page)
  const after = await apiCall(page, 'POST', '/login', { email, password: 'Harbour#2026' })
  expect(after.status).toBe(401)
})

test('a copy cut into chunks another way is written again whole, and no record is lost', async ({
  page,
}) => {
  await open(page)
  expect(await readMeta(page, CHUNKING_KEY)).toBe(CHUNKING)
  const users = await readStore<{ id: number; email: string }>(page, 'users')
  expect(users.length).toBeGreaterThan(1)

  // As a version that kept each user under a key of its own left it.
  await writeStored(page, {
    clear: ['users'],
    chunks: { users: users.map((user) => [user.id, [user]] as Chunk) },
    meta: { [CHUNKING_KEY]: '1/16' },
  })

  await reopen(page)
  expect(await readMeta(page, CHUNKING_KEY)).toBe(CHUNKING)
  const keys = (await readChunks(page, 'users')).map(([key]) => key)
  expect(keys).toEqual([...new Set(users.map((user) => chunkOf(user.id)))])

  // A change after it writes the chunk it touched; every user is stored once, as before.
  const email = `cut.${Date.now()}@example.com`
  expect((await apiCall(page, 'POST', '/register', newCustomer(email))).status).toBe(201)
  await reopen(page)
  const after = await readStore<{ id: number; email: string }>(page, 'users')
  expect(after.map((user) => user.email).sort()).toEqual(
    [...users.map((user) => user.email), email].sort(),
  )
})

test('a corrupt stored database is replaced by a fresh seed with a warning', async ({ page }) => {
  await open(page)
  const seeded = await apiCall(page, 'GET', '/car/visitors/all')
  expect(Array.isArray(seeded.json) && seeded.json.length).toBeGreaterThan(0)

  // Overwrite the stored users' first chunk with something that holds no user.
  const [firstUsers] = await readChunks(page, 'users')
  await writeStored(page, { chunks: { users: [[firstUsers![0], [{ id: 1, firstName: 42 }]]] } })

  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await reopen(page)
  expect(warnings.join('\n')).toContain('replaced by a fresh seed')
  const reseeded = await apiCall(page, 'GET', '/car/visitors/all')
  expect(reseeded.json).toEqual(seeded.json)

  // The reservations are checked after the first screen's collections are in: a corrupt
  // chunk of them also brings the seed back, the visitor's sign-up with the rest.
  const email = `corrupt.${Date.now()}@example.com`
  expect((await apiCall(page, 'POST', '/register', newCustomer(email))).status).toBe(201)
  const [firstTrips] = await readChunks(page, 'reservations')
  await writeStored(page, {
    chunks: { reservations: [[firstTrips![0], [{ id: 1, status: 'SOMEWHERE' }]]] },
  })
  warnings.length = 0
  await reopen(page)
  // A write waits for the whole load, the reservations' check included.
  const login = await apiCall(page, 'POST', '/login', { email, password: 'Harbour#2026' })
  expect(login.status).toBe(401)
  expect(warnings.join('\n')).toContain('replaced by a fresh seed (corrupt copy: reservations.')
  expect((await readStore(page, 'reservations')).length).toBeGreaterThan(0)
  expect((await apiCall(page, 'GET', '/car/visitors/all')).json).toEqual(seeded.json)
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
  const stored = await readChunks<{ pickUpTime: string; dropOfTime: string }>(page, 'reservations')
  expect(stored.flatMap(([, rows]) => rows).length).toBe(current.length)
  const back = (text: string) => dayjs(text).subtract(8, 'day').format('YYYY-MM-DDTHH:mm:ss')
  await writeStored(page, {
    chunks: {
      reservations: stored.map(([key, rows]) => [
        key,
        rows.map((r) => ({
          ...r,
          pickUpTime: back(r.pickUpTime),
          dropOfTime: back(r.dropOfTime),
        })),
      ]),
    },
    meta: { [SAVED_ON_KEY]: dayOf(dayjs().subtract(8, 'day').valueOf()) },
  })

  await reopen(page)
  // Back where they were relative to today: the same pick-ups today, trips ahead, past ones.
  expect(await listAll()).toEqual(current)
  const login = await apiCall(page, 'POST', '/login', { email, password: 'Harbour#2026' })
  expect(login.status).toBe(200)
})

test('a change writes only the chunk of records it touched; a copy in the first layout moves over', async ({
  page,
}) => {
  await open(page)
  const pictures = await readStore(page, 'images')
  const reservations = await readStore(page, 'reservations')
  expect(pictures.length).toBeGreaterThan(0)
  expect(reservations.length).toBeGreaterThan(0)
  const revision = await readMeta(page, REVISION_KEY)
  expect(typeof revision).toBe('number')

  // Marks put on stored records a registration does not touch survive it: the one chunk of
  // users with the new customer is written, nothing else.
  const mark = (row: Row) => ({ ...row, mark: 'untouched' })
  await writeStored(page, {
    chunks: {
      images: [await changeStored(page, 'images', pictures[0]!.id, mark)],
      reservations: [await changeStored(page, 'reservations', reservations[0]!.id, mark)],
    },
  })
  const email = `apart.${Date.now()}@example.com`
  expect((await apiCall(page, 'POST', '/register', newCustomer(email))).status).toBe(201)
  expect(await lastSaveSize(page)).toBe(1)
  expect(await readMeta(page, REVISION_KEY)).toBe((revision as number) + 1)
  const marked = (rows: Row[], id: unknown) => rows.find((r) => r.id === id)?.mark
  expect(marked(await readStore(page, 'images'), pictures[0]!.id)).toBe('untouched')
  expect(marked(await readStore(page, 'reservations'), reservations[0]!.id)).toBe('untouched')
  const users = await readStore<{ email: string }>(page, 'users')
  expect(users.map((u) => u.email)).toContain(email)

  // A copy an earlier version left (one value, pictures inline) still opens and moves over.
  const strip = (rows: Row[]) => rows.map(({ mark: _mark, ...row }) => row)
  await writeLegacyCopy(page, {
    [LEGACY_KEY]: {
      users,
      vehicles: await readStore(page, 'vehicles'),
      images: strip(await readStore(page, 'images')),
      reservations: strip(await readStore(page, 'reservations')),
      sessions: await readStore(page, 'sessions'),
      savedOn: dayOf(Date.now()),
    },
    [LEGACY_IMAGES_KEY]: 'left by an even older version',
  })
  await reopen(page)
  const login = await apiCall(page, 'POST', '/login', { email, password: 'Harbour#2026' })
  expect(login.status).toBe(200)
  expect(await readStore(page, LEGACY_STORE)).toEqual([])
  expect((await readStore(page, 'images')).length).toBe(pictures.length)
  expect((await readStore(page, 'reservations')).length).toBe(reservations.length)
  const fleetNow = (await apiCall<Array<{ image: string[] }>>(page, 'GET', '/car/visitors/all'))
    .json
  const picture = await page.evaluate(
    async (url) => (await fetch(url)).status,
    `${API}/files/display/${fleetNow[0]!.image[0]}`,
  )
  expect(picture).toBe(201)
})
