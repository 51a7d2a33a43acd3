import { type RunningMockServer, startMockServer } from '../server'
import { createTestClient } from '../test-client'
import { startUpstreamProcess, type UpstreamProcess } from './upstream-process'

// Real traffic into a scenario, over HTTP: a second mock:server stands in for production.
let upstream: UpstreamProcess
let front: RunningMockServer
beforeAll(async () => {
  upstream = await startUpstreamProcess(['--scenario', 'production-like'])
  front = await startMockServer({
    port: 0,
    log: false,
    scenario: 'first-day',
    upstream: upstream.url,
    routes: [
      ['auth', 'real'],
      ['fleet', 'real'],
      ['admin', 'real'],
    ],
  })
}, 60_000)
afterAll(async () => {
  await front?.close()
  await upstream?.stop()
})

const control = (path: string, init?: RequestInit) =>
  fetch(`${front.url.replace(/\/car-rental\/api$/, '/__mock')}${path}`, init)

describe('recording the upstream into a scenario', () => {
  it('keeps what the upstream answered, with stand-ins for people and no secrets, and the twin loads it', async () => {
    expect((await control('/record', { method: 'POST' })).status).toBe(200)
    const api = createTestClient(front.url)
    const token = await api.loginAdmin()
    const cars = (await api.call('/car/visitors/all')).body as Array<{ image: string[] }>
    const users = (await api.call('/user/auth/all', { token })).body as Array<{
      email: string
      phoneNumber: string
      lastName: string
    }>
    const reservations = (await api.call('/reservations/admin/all', { token })).body as unknown[]
    const pictured = cars.find((car) => car.image.length > 0)!
    expect((await api.call(`/files/display/${pictured.image[0]}`)).status).toBe(201)
    const stopped = await control('/record', { method: 'DELETE' })
    expect(await stopped.json()).toMatchObject({ recording: false, seen: expect.any(Number) })

    const response = await control('/record')
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="autovia-recorded-/,
    )
    const text = await response.text()
    const file = JSON.parse(text)
    expect(file).toMatchObject({ format: 'autovia-snapshot', version: 1 })
    expect(file.vehicles).toHaveLength(cars.length)
    expect(file.reservations).toHaveLength(reservations.length)
    expect(file.users.length).toBeGreaterThanOrEqual(users.length)
    // No original e-mail address, phone number or password is left; tokens never were kept.
    for (const user of users) {
      expect(text).not.toContain(user.email)
      expect(text.toLowerCase()).not.toContain(user.email.toLowerCase())
    }
    expect(text).not.toContain(token)
    expect(text).not.toContain('Admin#2026')
    expect(new Set(file.users.map((u: { email: string }) => u.email)).size).toBe(file.users.length)

    // The twin loads it: its fleet is now the recorded one.
    const loaded = await control('/snapshot', { method: 'PUT', body: text })
    expect(await loaded.json()).toMatchObject({ loaded: true })
    await control('/routes', { method: 'DELETE' })
    expect((await api.call('/car/visitors/all')).body).toHaveLength(cars.length)
    const recordedPerson = file.users[0]
    const signIn = await api.call('/login', {
      method: 'POST',
      body: { email: recordedPerson.email, password: 'Customer#2026' },
    })
    expect(signIn.status).toBe(200)
  })

  it('refuses to record with no upstream', async () => {
    const { mockControl } = await import('./mock-control')
    mockControl.routes.setUpstream(null)
    const refused = await control('/record', { method: 'POST' })
    expect(refused.status).toBe(400)
  })
})

describe('the recorder, as the browser uses it', () => {
  const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value))

  it('keeps only while on, tells its listeners, and forgets an earlier recording on start', async () => {
    const { Recorder } = await import('./recording')
    const recorder = new Recorder()
    const told = vi.fn()
    const stop = recorder.subscribe(told)
    const person = { id: 5, firstName: 'Real', email: 'real.person@corp.example', roles: [] }
    recorder.observe('GET', '/user/auth/all', 200, 'application/json', bytes([person]))
    expect(recorder.seen).toBe(0)
    recorder.start()
    recorder.observe('GET', '/user/auth/all', 200, 'application/json', bytes([person]))
    // Not a GET, not a success: nothing is kept.
    recorder.observe(
      'POST',
      '/user/auth/all',
      200,
      'application/json',
      bytes([{ ...person, id: 6 }]),
    )
    recorder.observe('GET', '/user/7/auth', 404, 'application/json', bytes({ ...person, id: 7 }))
    expect(recorder.seen).toBe(1)
    recorder.stop()
    expect(recorder.recording).toBe(false)
    expect(told.mock.calls.length).toBeGreaterThanOrEqual(3)
    const file = await recorder.snapshot(Date.UTC(2026, 0, 5))
    expect(file).toMatchObject({ format: 'autovia-snapshot', savedAt: '2026-01-05T00:00:00.000Z' })
    expect(file.users).toEqual([
      expect.objectContaining({ id: 5, email: 'person1@recorded.example', roles: ['Customer'] }),
    ])
    expect(JSON.stringify(file)).not.toContain('real.person@corp.example')
    recorder.start()
    expect(recorder.seen).toBe(0)
    stop()
  })
})
