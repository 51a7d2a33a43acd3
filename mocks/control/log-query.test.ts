import { type RunningMockServer, startMockServer } from '../server'
import { createTestClient } from '../test-client'

// The request log as CI reads it, over HTTP: filters, counts and a HAR 1.2 file.
let running: RunningMockServer
beforeAll(async () => {
  running = await startMockServer({ port: 0, log: false })
})
afterAll(() => running.close())

const log = async (query: string) => {
  const response = await fetch(
    `${running.url.replace(/\/car-rental\/api$/, '/__mock')}/log${query}`,
  )
  return { status: response.status, headers: response.headers, body: await response.json() }
}

describe('GET /__mock/log filters', () => {
  it('filters by path, method, status code or class and time, and counts the calls', async () => {
    await fetch(`${running.url.replace(/\/car-rental\/api$/, '/__mock')}/log`, { method: 'DELETE' })
    const api = createTestClient(running.url)
    await api.call('/car/visitors/all')
    // The log keeps times to the millisecond: the next call starts in a later one.
    await new Promise((resolve) => setTimeout(resolve, 5))
    const since = new Date().toISOString()
    await new Promise((resolve) => setTimeout(resolve, 5))
    await api.call('/car/visitors/all')
    await api.call('/car/visitors/987654')
    const token = await api.loginCustomer()
    await api.call('/user', { token })

    const fleet = await log('?path=/car/visitors/all')
    expect(fleet.body.count).toBe(2)
    expect(fleet.body.entries.map((e: { path: string }) => e.path)).toEqual([
      '/car-rental/api/car/visitors/all',
      '/car-rental/api/car/visitors/all',
    ])
    expect(
      (await log(`?path=/car/visitors/all&since=${encodeURIComponent(since)}`)).body.count,
    ).toBe(1)
    expect((await log('?status=4xx')).body.entries).toMatchObject([
      { path: '/car-rental/api/car/visitors/987654', status: 404 },
    ])
    expect((await log('?status=404&method=get')).body.count).toBe(1)
    expect((await log('?method=POST')).body.entries).toMatchObject([
      { path: '/car-rental/api/login' },
    ])
    expect((await log('?status=2xx')).body.count).toBe(4)
  })

  it('refuses a bad status, time or format with 400', async () => {
    for (const query of ['?status=4x', '?since=yesterday', '?format=csv']) {
      const refused = await log(query)
      expect(refused.status).toBe(400)
      expect(refused.body.message).toMatch(/refused|Unknown log format/)
    }
  })

  it('?format=har is a HAR 1.2 file with the calls, passwords masked', async () => {
    const api = createTestClient(running.url)
    await api.loginAdmin()
    const har = await log('?format=har&path=/login')
    expect(har.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.har"/)
    const { log: file } = har.body
    expect(file.version).toBe('1.2')
    expect(file.creator.name).toEqual(expect.any(String))
    expect(file.entries.length).toBeGreaterThan(0)
    for (const entry of file.entries) {
      expect(Date.parse(entry.startedDateTime)).not.toBeNaN()
      expect(entry.time).toEqual(expect.any(Number))
      expect(new URL(entry.request.url).pathname).toBe('/car-rental/api/login')
      expect(entry.request).toMatchObject({ method: 'POST', httpVersion: 'HTTP/1.1', cookies: [] })
      expect(entry.request.headers).toEqual(
        expect.arrayContaining([{ name: 'content-type', value: 'application/json' }]),
      )
      expect(entry.request.postData.text).not.toContain('Admin#2026')
      expect(entry.response).toMatchObject({ status: 200, statusText: 'OK', redirectURL: '' })
      expect(entry.response.content.mimeType).toMatch(/json/)
      expect(entry.timings).toMatchObject({ send: 0, receive: 0 })
      expect(entry.cache).toEqual({})
    }
  })
})
