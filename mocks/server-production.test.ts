import * as XLSX from 'xlsx'
import { FILES_ORIGIN } from './cors'
import { type RunningMockServer, startMockServer } from './server'
import { createTestClient } from './test-client'

// The standalone server over real HTTP, responding as the production backend does: its CORS,
// its validation body, its spreadsheets, its order of checks (docs/contract-checks.md).

let running: RunningMockServer
let api: ReturnType<typeof createTestClient>
beforeAll(async () => {
  running = await startMockServer({ port: 0, log: false })
  api = createTestClient(running.url)
})
afterAll(() => running.close())

const ELSEWHERE = 'https://autovia.example'

function preflight(path: string, origin: string, method = 'GET', base = running.url) {
  return fetch(`${base}${path}`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': method,
      'Access-Control-Request-Headers': 'authorization',
    },
  })
}

describe('CORS, per controller as production', () => {
  it.each([
    ['/files/upload', 'POST'],
    ['/excel/download/users', 'GET'],
    ['/excel/download/cars', 'GET'],
    ['/excel/download/reservations', 'GET'],
  ])(
    'refuses the preflight of %s from another origin with 403 Invalid CORS request',
    async (path, method) => {
      const res = await preflight(path, ELSEWHERE, method)
      expect(res.status).toBe(403)
      expect(await res.text()).toBe('Invalid CORS request')
      expect(res.headers.get('access-control-allow-origin')).toBeNull()
    },
  )

  it.each([
    ['/files/upload', 'POST'],
    ['/excel/download/cars', 'GET'],
  ])('allows the preflight of %s from http://localhost:8081 only', async (path, method) => {
    const res = await preflight(path, FILES_ORIGIN, method)
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe(FILES_ORIGIN)
    expect(res.headers.get('access-control-allow-headers')).toMatch(/authorization/i)
  })

  it.each([
    ['/login', 'POST'],
    ['/user', 'PUT'],
    ['/car/admin/auth', 'PUT'],
    ['/reservations/add', 'POST'],
  ])('allows the preflight of %s from any origin', async (path, method) => {
    for (const origin of [ELSEWHERE, FILES_ORIGIN]) {
      const res = await preflight(path, origin, method)
      expect(res.status, origin).toBe(200)
      expect(res.headers.get('access-control-allow-origin'), origin).toBe('*')
      expect(res.headers.get('access-control-allow-methods'), origin).toContain(method)
    }
  })

  it('refuses a cross-origin spreadsheet download itself, and serves it to http://localhost:8081', async () => {
    const token = await api.loginAdmin()
    const headers = { Authorization: `Bearer ${token}` }
    const refused = await fetch(`${running.url}/excel/download/cars`, {
      headers: { ...headers, Origin: ELSEWHERE },
    })
    expect(refused.status).toBe(403)
    const allowed = await fetch(`${running.url}/excel/download/cars`, {
      headers: { ...headers, Origin: FILES_ORIGIN },
    })
    expect(allowed.status).toBe(200)
    expect(allowed.headers.get('access-control-allow-origin')).toBe(FILES_ORIGIN)
    // Same origin (what a reverse proxy in front gives): no CORS at all.
    const host = new URL(running.url).host
    const same = await fetch(`${running.url}/excel/download/cars`, {
      headers: { ...headers, Origin: `http://${host}` },
    })
    expect(same.status).toBe(200)
  })

  it('allows every origin everywhere with --cors any', async () => {
    const open = await startMockServer({ port: 0, log: false, cors: 'any' })
    try {
      const res = await preflight('/files/upload', ELSEWHERE, 'POST', open.url)
      expect(res.status).toBe(204)
      expect(res.headers.get('access-control-allow-origin')).toBe('*')
    } finally {
      await open.close()
    }
  })
})

it('responds to an anonymous call to an unknown path with 401 Error: Unauthorized', async () => {
  const res = await api.call('/no/such/path')
  expect(res.status).toBe(401)
  expect(res.body).toMatchObject({ status: 401, message: 'Error: Unauthorized' })
})

it("responds to a bad body with Spring's validation body", async () => {
  const res = await api.call('/register', {
    method: 'POST',
    body: {
      firstName: 'F'.repeat(16),
      lastName: 'Long',
      phoneNumber: '(555) 555-1234',
      address: '1 Road',
      zipCode: '12345',
      email: 'long.name@example.com',
      password: 'Long#2026',
      confirmPassword: 'Long#2026',
    },
  })
  expect(res.status).toBe(400)
  expect(res.body).toMatchObject({
    status: 400,
    error: 'Bad Request',
    message: "Validation failed for object='user'. Error count: 1",
    path: '/car-rental/api/register',
    errors: [
      {
        field: 'firstName',
        rejectedValue: 'F'.repeat(16),
        defaultMessage: 'size must be between 0 and 15',
        objectName: 'user',
        code: 'Size',
        bindingFailure: false,
      },
    ],
  })
})

it('checks reservations before the built-in flag when deleting a user', async () => {
  const res = await api.call('/user/2/auth', { method: 'DELETE', token: await api.loginAdmin() })
  expect(res.status).toBe(404)
  expect(res.body.message).toBe('Reservation(s) exist for user!')
})

describe.each([
  ['users', 'customers.xlsx', 'Customers', 'Roles'],
  ['cars', 'cars.xlsx', 'Cars', 'pricePerDay'],
  ['reservations', 'reservations.xlsx', 'Reservations', 'PickUpTime'],
])('GET /excel/download/%s', (list, fileName, sheet, column) => {
  it(`returns application/vnd.ms-excel named ${fileName}, with the column ${column}`, async () => {
    const res = await api.call(`/excel/download/${list}`, { token: await api.loginAdmin() })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/vnd.ms-excel')
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename=${fileName}`)
    const book = XLSX.read(res.body, { type: 'array' })
    const [header, first] = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[sheet]!, {
      header: 1,
    })
    expect(header).toContain(column)
    if (list === 'reservations') {
      // Java's LocalDateTime.toString(): seeded times are whole hours, so no seconds.
      expect(first![header!.indexOf('PickUpTime')]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00$/)
    }
  })
})
