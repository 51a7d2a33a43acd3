import { type RunningMockServer, startMockServer } from './server'
import { createTestClient } from './test-client'

let running: RunningMockServer
const lines: string[] = []

beforeAll(async () => {
  running = await startMockServer({ port: 0, log: (line) => lines.push(line) })
})
afterAll(() => running.close())

describe('startMockServer', () => {
  it('answers the API over real HTTP on a free port', async () => {
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/car-rental\/api$/)
    const api = createTestClient(running.url)
    const token = await api.loginCustomer()
    const me = await api.call('/user', { token })
    expect(me.body.email).toBe('customer@autovia.test')
    const cars = await api.call('/car/visitors/all')
    expect(cars.headers.get('access-control-allow-origin')).toBe('*')
    const picture = await api.call(`/files/display/${cars.body[0].image[0]}`)
    expect(picture.status).toBe(201)
    expect(picture.headers.get('content-type')).toBe('image/svg+xml')
    expect(lines.some((l) => l.startsWith('GET /car-rental/api/user 200'))).toBe(true)
  })

  it('answers CORS preflight requests from any origin', async () => {
    const res = await fetch(`${running.url}/login`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://example.com',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('access-control-allow-headers')).toMatch(/Authorization/i)
  })

  it('answers errors with Spring bodies, also for unknown paths', async () => {
    const api = createTestClient(running.url)
    const missing = await api.call('/car/visitors/999')
    expect(missing.body).toMatchObject({ status: 404, message: 'car with id 999 not found' })
    const unknown = await api.call('/no/such/path')
    expect(unknown.status).toBe(404)
  })

  it('uploads multipart files', async () => {
    const api = createTestClient(running.url)
    const form = new FormData()
    form.append('file', new Blob(['<svg/>'], { type: 'image/svg+xml' }), 'a.svg')
    const res = await api.call('/files/upload', {
      method: 'POST',
      token: await api.loginAdmin(),
      body: form,
    })
    expect(res.status).toBe(200)
    const back = await api.call(`/files/display/${res.body.imageId}`)
    expect(new TextDecoder().decode(back.body)).toBe('<svg/>')
  })
})
