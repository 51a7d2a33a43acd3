import { getResponse } from 'msw'
import { server } from '../node'
import { setupMockBackend } from '../testing'
import { route } from './http'
import { createHandlers } from './index'

const api = setupMockBackend()

describe('the HTTP layer', () => {
  it('turns an unexpected error into a 500 with a message', async () => {
    server.use(
      route('get', '*/car-rental/api/boom', 'public', () => {
        throw new Error('boom')
      }),
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

  it('answers unknown API paths with a Spring 404', async () => {
    const res = await api.call('/no/such/thing')
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ path: '/car-rental/api/no/such/thing' })
  })

  it('waits the configured latency before answering', async () => {
    const handlers = createHandlers('http://demo.test/car-rental/api', { latency: 80 })
    const started = performance.now()
    const res = await getResponse(
      handlers,
      new Request('http://demo.test/car-rental/api/car/visitors/1'),
    )
    expect(res?.status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(75)
  })
})
