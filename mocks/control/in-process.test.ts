import { listen, MOCK_API_URL, resetMockDb, server } from '../node'
import { createTestClient } from '../test-client'
import { familyOf, parseFailure } from './failures'
import { mockControl } from './mock-control'
import { LOG_LIMIT, loggedBody, MASK, RequestLog } from './request-log'

const api = createTestClient(MOCK_API_URL)

beforeAll(listen)
afterAll(() => server.close())
beforeEach(() => resetMockDb({ now: '2026-06-17T12:00:00' }))
afterEach(() => mockControl.failures.clear())

describe('failures on demand in msw (the browser and unit tests)', () => {
  it('fails a call as a dropped connection, and turning it off restores it', async () => {
    mockControl.failures.set([['fleet', parseFailure('offline')]])
    await expect(fetch(`${MOCK_API_URL}/car/visitors/all`)).rejects.toThrow(TypeError)
    mockControl.failures.clear()
    expect((await api.call('/car/visitors/all')).status).toBe(200)
  })

  it('responds to an expired session as production does, on the next call only', async () => {
    const token = await api.loginCustomer()
    mockControl.failures.set([['account', parseFailure('expired:once')]])
    const expired = await api.call('/reservations/auth/all', { token })
    expect(expired).toMatchObject({ status: 401, body: { message: 'Error: Unauthorized' } })
    expect((await api.call('/reservations/auth/all', { token })).status).toBe(200)
  })
})

describe('failure families and kinds', () => {
  it.each([
    ['POST', '/login', 'auth'],
    ['POST', '/register', 'auth'],
    ['GET', '/user', 'auth'],
    ['GET', '/car/visitors/all', 'fleet'],
    ['GET', '/car/visitors/7', 'fleet'],
    ['GET', '/files/display/abc', 'fleet'],
    ['GET', '/reservations/auth', 'booking'],
    ['POST', '/reservations/add', 'booking'],
    ['GET', '/reservations/auth/all', 'account'],
    ['GET', '/reservations/12/auth', 'account'],
    ['PUT', '/user', 'account'],
    ['PATCH', '/user/auth', 'account'],
    ['GET', '/user/auth/all', 'admin'],
    ['DELETE', '/user/5/auth', 'admin'],
    ['POST', '/add', 'admin'],
    ['POST', '/car/admin/abc/add', 'admin'],
    ['PUT', '/reservations/admin/auth', 'admin'],
    ['GET', '/reservations/3/admin', 'admin'],
    ['POST', '/files/upload', 'uploads'],
    ['GET', '/excel/download/users', 'downloads'],
    ['GET', '/no/such/path', undefined],
  ])('%s %s belongs to %s', (method, path, family) => {
    expect(familyOf(method, path)).toBe(family)
  })

  it('reads kinds with a delay and once, and refuses anything else', () => {
    expect(parseFailure('slow')).toEqual({ kind: 'slow', delayMs: 1500, once: false })
    expect(parseFailure('slow:0:once')).toEqual({ kind: 'slow', delayMs: 0, once: true })
    expect(parseFailure('error:once')).toEqual({ kind: 'error', once: true })
    expect(parseFailure('normal')).toBeNull()
    for (const bad of [
      '',
      'once',
      'error:5',
      'slow:-1',
      'slow:1.5',
      'crash',
      'offline:once:once',
    ]) {
      expect(() => parseFailure(bad), bad).toThrow()
    }
  })
})

describe('the request log', () => {
  it('keeps the last calls only', () => {
    const log = new RequestLog()
    for (let i = 0; i < LOG_LIMIT + 20; i++) {
      log.add({ time: '', method: 'GET', path: `/${i}`, status: 200, durationMs: 0 })
    }
    const entries = log.entries()
    expect(entries).toHaveLength(LOG_LIMIT)
    expect(entries[0]!.path).toBe('/20')
    log.clear()
    expect(log.entries()).toEqual([])
  })

  it('masks passwords and tokens wherever they sit, and describes bytes', () => {
    const body = {
      oldPassword: 'a',
      newPassword: 'b',
      confirmNewPassword: 'b',
      nested: [{ Authorization: 'Bearer x', confirmPassword: 'c', email: 'e@x.test' }],
    }
    expect(JSON.parse(loggedBody(JSON.stringify(body), 'application/json')!)).toEqual({
      oldPassword: MASK,
      newPassword: MASK,
      confirmNewPassword: MASK,
      nested: [{ Authorization: MASK, confirmPassword: MASK, email: 'e@x.test' }],
    })
    expect(loggedBody('email=a&password=b', 'application/x-www-form-urlencoded')).toBe(
      `email=a&password=${MASK}`,
    )
    expect(loggedBody(new Uint8Array(12), 'image/png')).toBe('[12 bytes, image/png]')
  })

  it('keeps a form body with a malformed escape as sent, still masking what it can read', () => {
    expect(loggedBody('%E0%A4%A=1&password=b', 'application/x-www-form-urlencoded')).toBe(
      `%E0%A4%A=1&password=${MASK}`,
    )
  })
})
