/**
 * The embedded backend is a server: requests overlap. These send writes in parallel and check
 * that every check-then-write happened as one step.
 */
import { sentAhead } from '../test-client'
import { setupMockBackend } from '../testing'

const api = setupMockBackend()

const person = (email: string) => ({
  firstName: 'Par',
  lastName: 'Allel',
  phoneNumber: '(555) 123-4567',
  address: '1 Main Street',
  zipCode: '10001',
  email,
  password: 'Secret#2026',
  confirmPassword: 'Secret#2026',
})

interface Reservation {
  id: number
  car: { id: number }
  pickUpTime: string
  dropOfTime: string
  status: string
}

function overlapsWithin(reservations: Reservation[]) {
  const created = reservations.filter((r) => r.status === 'CREATED')
  const clashes: string[] = []
  for (const a of created)
    for (const b of created)
      if (
        a.id < b.id &&
        a.car.id === b.car.id &&
        a.pickUpTime < b.dropOfTime &&
        b.pickUpTime < a.dropOfTime
      )
        clashes.push(`${a.id} and ${b.id}`)
  return clashes
}

describe('parallel writes', () => {
  it('registrations with different e-mails get different ids and each signs in as itself', async () => {
    const emails = Array.from({ length: 8 }, (_, i) => `parallel.${i}@example.com`)
    const responses = await Promise.all(
      emails.map((email) => api.call('/register', { method: 'POST', body: person(email) })),
    )
    expect(responses.map((a) => a.status)).toEqual(emails.map(() => 201))
    const admin = await api.loginAdmin()
    const users = (await api.call('/user/auth/all', { token: admin })).body as Array<{
      id: number
      email: string
    }>
    const ids = users.filter((u) => emails.includes(u.email)).map((u) => u.id)
    expect(new Set(ids).size).toBe(8)
    expect(new Set(users.map((u) => u.id)).size).toBe(users.length)
    for (const email of emails) {
      const token = await api.login(email, 'Secret#2026')
      expect((await api.call('/user', { token })).body.email).toBe(email)
    }
  })

  it('registrations with one e-mail: exactly one succeeds', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.call('/register', { method: 'POST', body: person('same@example.com') }),
      ),
    )
    expect(responses.filter((a) => a.status === 201)).toHaveLength(1)
    expect(responses.filter((a) => a.status === 409)).toHaveLength(19)
    const users = (await api.call('/user/auth/all', { token: await api.loginAdmin() }))
      .body as Array<{ email: string }>
    expect(users.filter((u) => u.email === 'same@example.com')).toHaveLength(1)
  })

  it('POST /add in parallel: unique ids, one success per e-mail', async () => {
    const token = await api.loginAdmin()
    const { confirmPassword: _c, ...base } = person('x@example.com')
    const bodies = [
      ...Array.from({ length: 10 }, (_, i) => ({
        ...base,
        email: `added.${i}@example.com`,
        roles: ['Customer'],
      })),
      ...Array.from({ length: 5 }, () => ({
        ...base,
        email: 'added.twice@example.com',
        roles: ['Customer'],
      })),
    ]
    const responses = await Promise.all(
      bodies.map((body) => api.call('/add', { method: 'POST', token, body })),
    )
    expect(responses.filter((a) => a.status === 201)).toHaveLength(11)
    const users = (await api.call('/user/auth/all', { token })).body as Array<{
      id: number
      email: string
    }>
    expect(new Set(users.map((u) => u.id)).size).toBe(users.length)
    expect(users.filter((u) => u.email === 'added.twice@example.com')).toHaveLength(1)
  })

  it('bookings of one car over the same hours: exactly one succeeds', async () => {
    const token = await api.loginCustomer()
    const carId = (await api.call('/car/visitors/all')).body[0].id
    const body = {
      pickUpTime: sentAhead(300, 10),
      dropOfTime: sentAhead(300, 14),
      pickUpLocation: 'Pier',
      dropOfLocation: 'Yard',
    }
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        api.call('/reservations/add', { method: 'POST', token, query: { carId }, body }),
      ),
    )
    expect(responses.filter((a) => a.status === 201)).toHaveLength(1)
    const all = (await api.call('/reservations/admin/all', { token: await api.loginAdmin() })).body
    expect(overlapsWithin(all)).toEqual([])
  })

  it('admin updates moving reservations onto the same hours: never two overlapping', async () => {
    const customer = await api.loginCustomer()
    const admin = await api.loginAdmin()
    const carId = (await api.call('/car/visitors/all')).body[1].id
    for (const day of [310, 311, 312, 313]) {
      const booked = await api.call('/reservations/add', {
        method: 'POST',
        token: customer,
        query: { carId },
        body: {
          pickUpTime: sentAhead(day, 9),
          dropOfTime: sentAhead(day, 11),
          pickUpLocation: 'A',
          dropOfLocation: 'B',
        },
      })
      expect(booked.status).toBe(201)
    }
    const mine = (
      (await api.call('/reservations/admin/all', { token: admin })).body as Reservation[]
    ).filter(
      (r) =>
        r.car.id === carId &&
        r.status === 'CREATED' &&
        r.pickUpTime > new Date().toISOString().slice(0, 10),
    )
    const target = {
      pickUpTime: sentAhead(320, 9),
      dropOfTime: sentAhead(320, 12),
      pickUpLocation: 'C',
      dropOfLocation: 'D',
      status: 'CREATED',
    }
    const responses = await Promise.all(
      mine.map((r) =>
        api.call('/reservations/admin/auth', {
          method: 'PUT',
          token: admin,
          query: { carId, reservationId: r.id },
          body: target,
        }),
      ),
    )
    expect(responses.filter((a) => a.status === 200)).toHaveLength(1)
    const all = (await api.call('/reservations/admin/all', { token: admin })).body
    expect(overlapsWithin(all)).toEqual([])
  })
})
