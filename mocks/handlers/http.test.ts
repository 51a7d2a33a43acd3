import { getResponse } from 'msw'
import { restoreDb, snapshotDb } from '../db'
import { server } from '../node'
import { setupMockBackend } from '../testing'
import { apiHandler, asWrite, replacingData, route } from './http'
import { createHandlers } from './index'

const api = setupMockBackend()

describe('the HTTP layer', () => {
  it('turns an unexpected error into a 500 with a message', async () => {
    server.use(
      apiHandler([
        route('get', '*/car-rental/api/boom', 'public', () => {
          throw new Error('boom')
        }),
      ]),
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const res = await api.call('/boom')
    expect(res.status).toBe(500)
    expect(res.body).toMatchObject({
      status: 500,
      error: 'Internal Server Error',
      message: 'Unexpected error: boom',
    })
  })

  it('responds to unknown API paths as Spring Security does: 401 anonymous, 404 signed in', async () => {
    const anonymous = await api.call('/no/such/thing')
    expect(anonymous.status).toBe(401)
    expect(anonymous.body).toMatchObject({
      message: 'Error: Unauthorized',
      path: '/car-rental/api/no/such/thing',
    })
    // Under a public path there is nothing to sign in for: the path itself is unknown.
    expect((await api.call('/car/visitors/all/more')).status).toBe(404)
    const res = await api.call('/no/such/thing', { token: await api.loginCustomer() })
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ path: '/car-rental/api/no/such/thing' })
  })

  it('matches routes as msw would: any origin for *, an exact origin otherwise, :params decoded, a trailing slash optional, the method too', async () => {
    const seen: Array<Record<string, string>> = []
    const echo = route('get', 'http://demo.test/car-rental/api/echo/:name/:id', 'public', (c) => {
      seen.push(c.params)
      return new Response('ok')
    })
    const handlers = [
      apiHandler([echo, route('get', '*/car-rental/api/any', 'public', () => new Response('any'))]),
    ]
    const get = (url: string, method = 'GET') => getResponse(handlers, new Request(url, { method }))

    expect((await get('http://demo.test/car-rental/api/echo/a%20b/7'))?.status).toBe(200)
    expect((await get('http://demo.test/car-rental/api/echo/c/8/'))?.status).toBe(200)
    expect(seen).toEqual([
      { name: 'a b', id: '7' },
      { name: 'c', id: '8' },
    ])
    // Another origin, a missing or extra segment, another method: not this route.
    expect(await get('http://other.test/car-rental/api/echo/a/7')).toBeUndefined()
    expect(await get('http://demo.test/car-rental/api/echo/a')).toBeUndefined()
    expect(await get('http://demo.test/car-rental/api/echo/a/7/more')).toBeUndefined()
    expect(await get('http://demo.test/car-rental/api/echo/a/7', 'DELETE')).toBeUndefined()
    expect(seen).toHaveLength(2)
    expect(await (await get('http://anywhere.test:8080/car-rental/api/any'))?.text()).toBe('any')
  })

  it('responds to a known path with another method with a Spring 404', async () => {
    const res = await api.call('/car/visitors/all', { method: 'DELETE' })
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({
      message: 'No endpoint DELETE /car-rental/api/car/visitors/all',
    })
  })

  it('waits the configured latency before responding', async () => {
    const handlers = createHandlers('http://demo.test/car-rental/api', { latency: 80 })
    const started = performance.now()
    const res = await getResponse(
      handlers,
      new Request('http://demo.test/car-rental/api/car/visitors/1'),
    )
    expect(res?.status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(75)
  })

  it('while the data is replaced, serves reads of the first screen once their part is in; reads of reservations wait for all', async () => {
    const admin = await api.loginAdmin()
    const snapshot = snapshotDb()
    let finish: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      finish = resolve
    })
    let coreIn: () => void = () => undefined
    const inCore = new Promise<void>((resolve) => {
      coreIn = resolve
    })
    const replaced = asWrite(() =>
      replacingData(async (coreReady) => {
        // As a restore does: the core collections first, then the rest, held here.
        await restoreDb(
          { ...snapshot, reservations: [] },
          {
            parsed: true,
            coreReady: () => {
              coreReady()
              coreIn()
            },
          },
        )
        await held
        await restoreDb(snapshot, { parsed: true })
      }),
    )
    await inCore
    const responded: string[] = []
    const fleet = api.call('/car/visitors/all').then((r) => {
      responded.push('fleet')
      return r
    })
    const all = api.call('/reservations/admin/all', { token: admin }).then((r) => {
      responded.push('reservations')
      return r
    })
    expect((await fleet).status).toBe(200)
    expect(responded).toEqual(['fleet'])
    finish()
    await replaced
    const reservations = await all
    expect(responded).toEqual(['fleet', 'reservations'])
    expect(reservations.body).toHaveLength(snapshot.reservations.length)
  })

  it('holds the first screen’s reads again when a replacement starts over after letting them through', async () => {
    const snapshot = snapshotDb()
    let emptied: () => void = () => undefined
    const isEmpty = new Promise<void>((resolve) => {
      emptied = resolve
    })
    let refill: () => void = () => undefined
    const refilling = new Promise<void>((resolve) => {
      refill = resolve
    })
    const replaced = asWrite(() =>
      replacingData(async (coreReady, holdAgain) => {
        await restoreDb({ ...snapshot, reservations: [] }, { parsed: true, coreReady })
        // As a load whose reservations turn out corrupt: hold the reads, empty the data, seed again.
        holdAgain()
        await restoreDb({ ...snapshot, vehicles: [], images: [], reservations: [] })
        emptied()
        await refilling
        await restoreDb(snapshot, { parsed: true, coreReady })
      }),
    )
    await isEmpty
    const fleet = api.call('/car/visitors/all')
    let answered = false
    void fleet.then(() => {
      answered = true
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(answered).toBe(false)
    refill()
    await replaced
    const res = await fleet
    expect(res.status).toBe(200)
    expect(res.body).toHaveLength(snapshot.vehicles.length)
  })
})
