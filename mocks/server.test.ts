import { request } from 'node:http'
import { type RunningMockServer, startMockServer } from './server'
import { createTestClient } from './test-client'

let running: RunningMockServer
const lines: string[] = []

beforeAll(async () => {
  running = await startMockServer({ port: 0, log: (line) => lines.push(line) })
})
afterAll(() => running.close())

describe('startMockServer', () => {
  it('serves the API over real HTTP on a free port', async () => {
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/car-rental\/api$/)
    const api = createTestClient(running.url)
    const token = await api.loginCustomer()
    const me = await api.call('/user', { token })
    expect(me.body.email).toBe('customer@autovia.test')
    const cars = await api.call('/car/visitors/all')
    expect(cars.status).toBe(200)
    const picture = await api.call(`/files/display/${cars.body[0].image[0]}`)
    expect(picture.status).toBe(201)
    expect(picture.headers.get('content-type')).toBe('image/svg+xml')
    expect(lines.some((l) => l.startsWith('GET /car-rental/api/user 200'))).toBe(true)
  })

  it('returns errors in Spring bodies, also for unknown paths', async () => {
    const api = createTestClient(running.url)
    const missing = await api.call('/car/visitors/999')
    expect(missing.body).toMatchObject({ status: 404, message: 'car with id 999 not found' })
    const unknown = await api.call('/no/such/path')
    expect(unknown.status).toBe(401)
  })

  it('uploads multipart files', async () => {
    const api = createTestClient(running.url)
    const form = new FormData()
    const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3])
    form.append('file', new Blob([png], { type: 'image/png' }), 'a.png')
    const res = await api.call('/files/upload', {
      method: 'POST',
      token: await api.loginAdmin(),
      body: form,
    })
    expect(res.status).toBe(200)
    const back = await api.call(`/files/display/${res.body.imageId}`)
    expect([...back.body]).toEqual([...png])
  })
})

describe('whatever a client sends', () => {
  let server: RunningMockServer
  beforeAll(async () => {
    server = await startMockServer({ port: 0, log: false })
  })
  afterAll(() => server.close())

  /** A raw request: node:http sends the path, method and Host exactly as given. */
  function raw(method: string, path: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: server.port,
          method,
          path,
          headers,
          setHost: !('Host' in headers),
        },
        (res) => {
          let body = ''
          res.on('data', (chunk) => (body += chunk))
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              type: String(res.headers['content-type']),
              body,
            }),
          )
        },
      )
      req.on('error', reject)
      req.end()
    })
  }

  it.each([
    ['GET', '/car-rental/api/user/%/auth', {}, 400],
    ['GET', '/car-rental/api/car/visitors/%FF', {}, 404],
    ['GET', '/car-rental/api/files/display/%E0%A4%A', {}, 400],
    ['GET', '/car-rental/api/%', {}, 400],
    ['TRACE', '/car-rental/api/car/visitors/all', {}, 405],
    ['GET', '/car-rental/api/car/visitors/all', { Host: 'bad host\\name' }, 400],
    ['GET', '/car-rental/api/car/visitors/abc', {}, 404],
  ])(
    "%s %s responds with %i-like JSON in Spring's shape, never a 5xx",
    async (method, path, headers, status) => {
      const response = await raw(method, path, headers as Record<string, string>)
      expect(response.status).toBeLessThan(500)
      expect([status, 400, 404]).toContain(response.status)
      expect(response.type).toContain('application/json')
      const body = JSON.parse(response.body)
      expect(body).toMatchObject({ status: response.status })
      expect(body.message).toBeTruthy()
    },
  )
})

describe('bytes that are no HTTP request', () => {
  it("get a 400 in Spring's JSON shape, not Node's bare response", async () => {
    const { connect } = await import('node:net')
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(running.port, '127.0.0.1', () => {
        // A DELETE whose body comes without a length: the body reads as the next request.
        socket.write(
          'DELETE /car-rental/api/user/1/auth HTTP/1.1\r\nHost: x\r\n\r\n{ not http }\r\n\r\n',
        )
      })
      let text = ''
      socket.on('data', (chunk) => {
        text += chunk.toString()
      })
      socket.on('end', () => resolve(text))
      socket.on('error', reject)
    })
    const last = reply.slice(reply.lastIndexOf('HTTP/1.1 '))
    expect(last).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
    expect(last).toContain('Content-Type: application/json')
    const body = JSON.parse(last.slice(last.indexOf('\r\n\r\n') + 4))
    expect(body).toMatchObject({ status: 400, error: 'Bad Request' })
    expect(body.message).toMatch(/malformed HTTP request/)
  })
})
