import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type RunningMockServer, startMockServer } from '../server'
import { createTestClient } from '../test-client'
import type { DriftEntry } from './drift'

// The twin's responses held to the pact over HTTP; a stand-in upstream sends a broken one.
let front: RunningMockServer
let broken: Server
let cars: Array<Record<string, unknown>> = []

beforeAll(async () => {
  front = await startMockServer({ port: 0, log: false })
  broken = createServer((req, res) => {
    // The fleet as the twin has it, but one car's price per hour sent as text.
    const body = JSON.stringify(
      cars.map((car, i) => (i === 0 ? { ...car, pricePerHour: '12' } : car)),
    )
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(req.url?.endsWith('/car/visitors/all') ? body : '{}')
  })
  await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve))
}, 30_000)
afterAll(async () => {
  await front.close()
  await new Promise<void>((resolve) => broken.close(() => resolve()))
})

const control = (path: string, init?: RequestInit) =>
  fetch(`${front.url.replace(/\/car-rental\/api$/, '/__mock')}${path}`, init)
const drift = async () => (await (await control('/drift')).json()) as DriftEntry[]

describe('every response held to the contract (GET /__mock/drift)', () => {
  it("finds nothing in the twin's answers to the app's calls", async () => {
    await control('/drift', { method: 'DELETE' })
    const api = createTestClient(front.url)
    const token = await api.loginCustomer()
    cars = (await api.call('/car/visitors/all')).body
    await api.call(`/car/visitors/${cars[0]!.id}`)
    await api.call('/car/visitors/987654')
    await api.call('/user', { token })
    await api.call('/user')
    await api.call('/reservations/auth/all', { token })
    const admin = await api.loginAdmin()
    await api.call('/user/auth/all', { token: admin })
    await api.call('/reservations/admin/all', { token: admin })
    await api.call('/excel/download/cars', { token: admin })
    expect(await drift()).toEqual([])
  })

  it('lists a response whose field changed type, with the interaction and the rule that failed', async () => {
    await control('/drift', { method: 'DELETE' })
    const { port } = broken.address() as AddressInfo
    await control('/routes', { method: 'DELETE' })
    const api = createTestClient(front.url)
    // The routes need an upstream: the stand-in, for the fleet only.
    const { mockControl } = await import('./mock-control')
    mockControl.routes.setUpstream(`http://127.0.0.1:${port}/car-rental/api`)
    mockControl.routes.set([['fleet', 'real']])
    try {
      const answered = await api.call('/car/visitors/all')
      expect(answered.body[0].pricePerHour).toBe('12')
    } finally {
      mockControl.routes.setUpstream(null)
    }
    const [entry, ...rest] = await drift()
    expect(rest).toEqual([])
    expect(entry).toMatchObject({
      method: 'GET',
      path: '/car-rental/api/car/visitors/all',
      status: 200,
      interaction: 'getVehicles: the whole fleet',
      kind: 'mismatch',
    })
    expect(entry!.failed).toEqual([
      '$[0].pricePerHour: expected a number (rule "number"), got "12"',
    ])
    // The request log marks the call with the same finding.
    const log = (await (await control('/log?path=/car/visitors/all')).json()) as {
      entries: Array<{ side?: string; contract?: { failed: string[] } }>
    }
    expect(log.entries.at(-1)).toMatchObject({ side: 'real', contract: { kind: 'mismatch' } })
  })

  it('lists a request no interaction covers, and DELETE empties the list', async () => {
    await control('/drift', { method: 'DELETE' })
    const api = createTestClient(front.url)
    const token = await api.loginAdmin()
    const car = (await api.call('/car/visitors/1')).body
    const file = await api.call(`/files/download/${car.image[0]}`, { token })
    expect(file.status).toBe(200)
    const [entry] = await drift()
    expect(entry).toMatchObject({
      method: 'GET',
      interaction: null,
      kind: 'uncovered',
      failed: ['no interaction covers GET /files/download/{imageId}'],
    })
    expect((await control('/drift', { method: 'DELETE' })).status).toBe(200)
    expect(await drift()).toEqual([])
  })
})
