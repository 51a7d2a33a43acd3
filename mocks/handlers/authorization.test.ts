/**
 * The authorization matrix: every call of docs/api.md, as each kind of caller, handled as
 * production handles it. One table below is the whole matrix: each row names a call, who may
 * make it (docs/api.md's "who" column), its success status and, for calls about one customer's
 * records, who gets 404 instead. Every row runs on a fresh database with records made for it.
 */
import { API_CALLS } from '../api-calls'
import { PNG_BYTES } from '../scenarios'
import { type CallOptions, sentAhead } from '../test-client'
import { setupMockBackend } from '../testing'

// The matrix books one day each, in turn: two callers never ask for the same hours.
let nextBookingDay = 10
const api = setupMockBackend({ size: { customers: 3, vehicles: 3, reservations: 2 } })

const CALLERS = ['anonymous', 'customer', 'another customer', 'administrator'] as const
type Caller = (typeof CALLERS)[number]

/** The records a row acts on, made before it runs. */
interface Fixture {
  tokens: Record<Exclude<Caller, 'anonymous'>, string>
  /** A car made for the test, and the customer's reservation of it. */
  carId: number
  reservationId: number
  /** A car and a customer nobody has booked or booked with (so they can be deleted). */
  spareCarId: number
  spareUserId: number
  imageId: string
}

type Who = 'anyone' | 'signed in' | 'Administrator'

interface Row {
  call: string
  who: Who
  success: number
  /** Callers that get 404 because the record is not theirs (the customer's reservation). */
  notTheirs?: Caller[]
  request: (f: Fixture) => CallOptions & { path: string }
}

/** A year and `days` ahead, at `hour`: beyond every seeded reservation. */
const ahead = (days: number, hour: number) => sentAhead(365 + days, hour)

const person = (email: string) => ({
  firstName: 'Matrix',
  lastName: 'Cell',
  phoneNumber: '(555) 123-4567',
  address: '1 Grid Street',
  zipCode: '10001',
  email,
})
const car = {
  model: 'Matrix Coupe',
  doors: 2,
  seats: 4,
  luggage: 200,
  transmission: 'Automatic',
  airConditioning: true,
  age: 1,
  pricePerHour: 40,
  fuelType: 'Gasoline',
}
const trip = (day: number) => ({
  pickUpTime: ahead(day, 10),
  dropOfTime: ahead(day, 12),
  pickUpLocation: 'North Gate',
  dropOfLocation: 'South Gate',
})
const picture = () => {
  const form = new FormData()
  form.append('file', new Blob([PNG_BYTES], { type: 'image/png' }), 'car.png')
  return form
}

const MATRIX: Row[] = [
  {
    call: 'POST /login',
    who: 'anyone',
    success: 200,
    request: () => ({
      path: '/login',
      method: 'POST',
      body: { email: 'matrix.customer@example.com', password: 'Matrix#2026' },
    }),
  },
  {
    call: 'POST /register',
    who: 'anyone',
    success: 201,
    request: () => ({
      path: '/register',
      method: 'POST',
      body: {
        ...person(`matrix.${Math.random().toString(36).slice(2)}@example.com`),
        password: 'Matrix#2026',
        confirmPassword: 'Matrix#2026',
      },
    }),
  },
  { call: 'GET /user', who: 'signed in', success: 200, request: () => ({ path: '/user' }) },
  {
    call: 'PUT /user',
    who: 'signed in',
    success: 200,
    request: () => ({
      path: '/user',
      method: 'PUT',
      body: person(`matrix.${Math.random().toString(36).slice(2)}@example.com`),
    }),
  },
  {
    call: 'PATCH /user/auth',
    who: 'signed in',
    success: 200,
    request: () => ({
      path: '/user/auth',
      method: 'PATCH',
      body: {
        oldPassword: 'Matrix#2026',
        newPassword: 'Matrix#2027',
        confirmNewPassword: 'Matrix#2027',
      },
    }),
  },
  {
    call: 'GET /car/visitors/all',
    who: 'anyone',
    success: 200,
    request: () => ({ path: '/car/visitors/all' }),
  },
  {
    call: 'GET /car/visitors/{id}',
    who: 'anyone',
    success: 200,
    request: (f) => ({ path: `/car/visitors/${f.carId}` }),
  },
  {
    call: 'GET /files/display/{imageId}',
    who: 'anyone',
    success: 201,
    request: (f) => ({ path: `/files/display/${f.imageId}` }),
  },
  {
    call: 'POST /files/upload',
    who: 'Administrator',
    success: 200,
    request: () => ({ path: '/files/upload', method: 'POST', body: picture() }),
  },
  {
    call: 'GET /reservations/auth',
    who: 'signed in',
    success: 200,
    request: (f) => ({
      path: '/reservations/auth',
      query: { carId: f.carId, pickUpDateTime: ahead(5, 10), dropOffDateTime: ahead(5, 12) },
    }),
  },
  {
    call: 'POST /reservations/add',
    who: 'signed in',
    success: 201,
    // Each caller books its own day, so a second success is no conflict.
    request: (f) => ({
      path: '/reservations/add',
      method: 'POST',
      query: { carId: f.carId },
      body: trip(nextBookingDay++),
    }),
  },
  {
    call: 'GET /reservations/auth/all',
    who: 'signed in',
    success: 200,
    request: () => ({ path: '/reservations/auth/all' }),
  },
  {
    call: 'GET /reservations/{id}/auth',
    who: 'signed in',
    success: 200,
    notTheirs: ['another customer', 'administrator'],
    request: (f) => ({ path: `/reservations/${f.reservationId}/auth` }),
  },
  {
    call: 'GET /reservations/admin/all',
    who: 'Administrator',
    success: 200,
    request: () => ({ path: '/reservations/admin/all' }),
  },
  {
    call: 'GET /reservations/{id}/admin',
    who: 'Administrator',
    success: 200,
    request: (f) => ({ path: `/reservations/${f.reservationId}/admin` }),
  },
  {
    call: 'PUT /reservations/admin/auth',
    who: 'Administrator',
    success: 200,
    request: (f) => ({
      path: '/reservations/admin/auth',
      method: 'PUT',
      query: { carId: f.carId, reservationId: f.reservationId },
      body: { ...trip(0), status: 'DONE' },
    }),
  },
  {
    call: 'POST /reservations/add/auth',
    who: 'Administrator',
    success: 201,
    request: (f) => ({
      path: '/reservations/add/auth',
      method: 'POST',
      query: { userId: f.spareUserId, carId: f.carId },
      body: trip(nextBookingDay++),
    }),
  },
  {
    call: 'DELETE /reservations/admin/{id}/auth',
    who: 'Administrator',
    success: 200,
    request: (f) => ({ path: `/reservations/admin/${f.reservationId}/auth`, method: 'DELETE' }),
  },
  {
    call: 'GET /user/auth/all',
    who: 'Administrator',
    success: 200,
    request: () => ({ path: '/user/auth/all' }),
  },
  {
    call: 'GET /user/{id}/auth',
    who: 'Administrator',
    success: 200,
    request: (f) => ({ path: `/user/${f.spareUserId}/auth` }),
  },
  {
    call: 'POST /add',
    who: 'Administrator',
    success: 201,
    request: () => ({
      path: '/add',
      method: 'POST',
      body: {
        ...person(`matrix.${Math.random().toString(36).slice(2)}@example.com`),
        password: 'Matrix#2026',
        roles: ['Customer'],
      },
    }),
  },
  {
    call: 'PUT /user/{id}/auth',
    who: 'Administrator',
    success: 200,
    request: (f) => ({
      path: `/user/${f.spareUserId}/auth`,
      method: 'PUT',
      body: { ...person('matrix.spare.renamed@example.com'), roles: ['Customer'] },
    }),
  },
  {
    call: 'DELETE /user/{id}/auth',
    who: 'Administrator',
    success: 200,
    request: (f) => ({ path: `/user/${f.spareUserId}/auth`, method: 'DELETE' }),
  },
  {
    call: 'POST /car/admin/{imageId}/add',
    who: 'Administrator',
    success: 201,
    request: (f) => ({ path: `/car/admin/${f.imageId}/add`, method: 'POST', body: car }),
  },
  {
    call: 'PUT /car/admin/auth',
    who: 'Administrator',
    success: 200,
    request: (f) => ({
      path: '/car/admin/auth',
      method: 'PUT',
      query: { id: f.spareCarId, imageId: f.imageId },
      body: { ...car, model: 'Matrix Coupe II' },
    }),
  },
  {
    call: 'DELETE /car/admin/{id}/auth',
    who: 'Administrator',
    success: 200,
    request: (f) => ({ path: `/car/admin/${f.spareCarId}/auth`, method: 'DELETE' }),
  },
  ...(['users', 'cars', 'reservations'] as const).map(
    (sheet): Row => ({
      call: `GET /excel/download/${sheet}`,
      who: 'Administrator',
      success: 200,
      request: () => ({ path: `/excel/download/${sheet}` }),
    }),
  ),
]

/** What production responds to `caller` for `row` (docs/api.md's error rules and the row's own). */
function expected(row: Row, caller: Caller): number {
  if (row.who === 'anyone') return row.success
  if (caller === 'anonymous') return 401
  if (row.who === 'Administrator' && caller !== 'administrator') return 403
  if (row.notTheirs?.includes(caller)) return 404
  return row.success
}

async function makeFixture(): Promise<Fixture> {
  const builtInAdmin = await api.loginAdmin()
  const add = async (email: string, roles: string[]) => {
    const body = { ...person(email), password: 'Matrix#2026', roles }
    const added = await api.call('/add', { method: 'POST', token: builtInAdmin, body })
    expect(added.status).toBe(201)
  }
  await add('matrix.customer@example.com', ['Customer'])
  await add('matrix.other@example.com', ['Customer'])
  await add('matrix.admin@example.com', ['Administrator'])
  await add('matrix.spare@example.com', ['Customer'])
  const [customer, other, admin] = await Promise.all(
    ['customer', 'other', 'admin'].map((who) =>
      api.login(`matrix.${who}@example.com`, 'Matrix#2026'),
    ),
  )
  const users = (await api.call('/user/auth/all', { token: admin })).body as Array<{
    id: number
    email: string
  }>
  const upload = await api.call('/files/upload', { method: 'POST', token: admin, body: picture() })
  const imageId = upload.body.imageId as string
  for (const model of ['Matrix Booked', 'Matrix Spare']) {
    const made = await api.call(`/car/admin/${imageId}/add`, {
      method: 'POST',
      token: admin,
      body: { ...car, model },
    })
    expect(made.status).toBe(201)
  }
  const cars = (await api.call('/car/visitors/all')).body as Array<{ id: number; model: string }>
  const carId = cars.find((c) => c.model === 'Matrix Booked')!.id
  const booked = await api.call('/reservations/add', {
    method: 'POST',
    token: customer,
    query: { carId },
    body: trip(0),
  })
  expect(booked.status).toBe(201)
  const mine = (await api.call('/reservations/auth/all', { token: customer })).body
  return {
    tokens: { customer: customer!, 'another customer': other!, administrator: admin! },
    carId,
    reservationId: mine[0].id,
    spareCarId: cars.find((c) => c.model === 'Matrix Spare')!.id,
    spareUserId: users.find((u) => u.email === 'matrix.spare@example.com')!.id,
    imageId,
  }
}

describe('the authorization matrix', () => {
  it(`covers every call of the API (${MATRIX.length} calls x ${CALLERS.length} callers)`, () => {
    const calls = MATRIX.map((row) => row.call)
    expect(new Set(calls).size).toBe(calls.length)
    expect([...calls].sort()).toEqual(API_CALLS.map(([method, path]) => `${method} ${path}`).sort())
  })

  it.each(MATRIX)('$call ($who)', async (row) => {
    const fixture = await makeFixture()
    // Refusals first, then the callers that succeed: a refusal changes nothing, so each
    // success acts on the records as they were made.
    const order = [...CALLERS].sort(
      (a, b) => Number(expected(row, a) < 400) - Number(expected(row, b) < 400),
    )
    const got: Record<string, number> = {}
    const want: Record<string, number> = {}
    for (const caller of order) {
      const { path, ...options } = row.request(fixture)
      const token = caller === 'anonymous' ? undefined : fixture.tokens[caller]
      const response = await api.call(path, { ...options, token })
      got[caller] = response.status
      want[caller] = expected(row, caller)
      if (response.status >= 400) {
        expect(response.body.message, `${row.call} as ${caller}`).toEqual(expect.any(String))
        if (response.status === 401) expect(response.body.message).toBe('Error: Unauthorized')
      }
    }
    expect(got).toEqual(want)
  })
})
