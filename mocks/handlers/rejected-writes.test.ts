/**
 * A request the backend refuses leaves every record as it was: each write endpoint gets
 * requests it must refuse, and the database (sessions aside, which signing in adds) is
 * compared before and after.
 */
import { type DbSnapshot, snapshotDb } from '../db'
import { type CallOptions, sentAhead } from '../test-client'
import { setupMockBackend } from '../testing'

const api = setupMockBackend()

const withoutSessions = ({ sessions: _s, ...rest }: DbSnapshot) => rest

const person = {
  firstName: 'Rita',
  lastName: 'Fused',
  phoneNumber: '(555) 123-4567',
  address: '1 Main Street',
  zipCode: '10001',
}
const car = {
  model: 'Refused Car',
  doors: 4,
  seats: 5,
  luggage: 300,
  transmission: 'Automatic',
  airConditioning: true,
  age: 1,
  pricePerHour: 10,
  fuelType: 'Hybrid',
}

type Attempt = [label: string, path: string, options: CallOptions, status: number]

async function refusals(): Promise<Attempt[]> {
  const admin = await api.loginAdmin()
  const customer = await api.loginCustomer()
  const fleet = (await api.call('/car/visitors/all')).body as Array<{
    id: number
    builtIn: boolean
  }>
  const builtInCar = fleet.find((v) => v.builtIn)!.id
  const users = (await api.call('/user/auth/all', { token: admin })).body as Array<{
    id: number
    builtIn: boolean
    email: string
  }>
  const builtInUser = users.find((u) => u.builtIn && u.email.startsWith('customer'))!.id
  const mine = (await api.call('/reservations/auth/all', { token: customer })).body as Array<{
    id: number
    car: { id: number }
  }>
  const reserved = mine[0]!
  const longName = new FormData()
  longName.append('file', new Blob(['x'], { type: 'image/png' }), `${'n'.repeat(252)}.png`)
  const picture = new FormData()
  picture.append('file', new Blob(['x'], { type: 'image/png' }), 'car.png')
  const imageId = (await api.call('/files/upload', { method: 'POST', token: admin, body: picture }))
    .body.imageId as string
  const carId = fleet[0]!.id
  const booked = {
    pickUpTime: sentAhead(200, 10),
    dropOfTime: sentAhead(200, 12),
    pickUpLocation: 'A',
    dropOfLocation: 'B',
  }
  expect(
    (
      await api.call('/reservations/add', {
        method: 'POST',
        token: customer,
        query: { carId },
        body: booked,
      })
    ).status,
  ).toBe(201)

  return [
    [
      'register with a taken e-mail',
      '/register',
      {
        method: 'POST',
        body: {
          ...person,
          email: users[0]!.email,
          password: 'Secret#1',
          confirmPassword: 'Secret#1',
        },
      },
      409,
    ],
    [
      'register with a phone number production refuses',
      '/register',
      {
        method: 'POST',
        body: {
          ...person,
          phoneNumber: '555-1234',
          email: 'new@example.com',
          password: 'Secret#1',
        },
      },
      400,
    ],
    [
      'register with a broken body',
      '/register',
      { method: 'POST', body: { ...person, email: 42 } },
      400,
    ],
    [
      'login with a wrong password',
      '/login',
      { method: 'POST', body: { email: users[0]!.email, password: 'wrong' } },
      401,
    ],
    [
      'a profile with an invalid phone',
      '/user',
      {
        method: 'PUT',
        token: customer,
        body: { ...person, phoneNumber: '555', email: 'x@example.com' },
      },
      400,
    ],
    [
      'a password change with the wrong old one',
      '/user/auth',
      {
        method: 'PATCH',
        token: customer,
        body: { oldPassword: 'nope', newPassword: 'Secret#22', confirmNewPassword: 'Secret#22' },
      },
      404,
    ],
    [
      'a booking over booked hours',
      '/reservations/add',
      { method: 'POST', token: customer, query: { carId }, body: booked },
      400,
    ],
    [
      'a booking of an unknown car',
      '/reservations/add',
      { method: 'POST', token: customer, query: { carId: 987654 }, body: booked },
      400,
    ],
    [
      'a booking with a place longer than the database holds',
      '/reservations/add',
      {
        method: 'POST',
        token: customer,
        query: { carId },
        body: { ...booked, pickUpTime: sentAhead(201, 10), pickUpLocation: 'x'.repeat(51) },
      },
      400,
    ],
    [
      'a reservation update with an unknown status',
      '/reservations/admin/auth',
      {
        method: 'PUT',
        token: admin,
        query: { carId: reserved.car.id, reservationId: reserved.id },
        body: { ...booked, status: 'LOST' },
      },
      400,
    ],
    [
      'a reservation update onto booked hours',
      '/reservations/admin/auth',
      {
        method: 'PUT',
        token: admin,
        query: { carId, reservationId: reserved.id },
        body: { ...booked, status: 'CREATED' },
      },
      400,
    ],
    [
      'deleting an unknown reservation',
      '/reservations/admin/987654/auth',
      { method: 'DELETE', token: admin },
      404,
    ],
    [
      'adding a user with a taken e-mail',
      '/add',
      {
        method: 'POST',
        token: admin,
        body: { ...person, email: users[0]!.email, password: 'Secret#1', roles: ['Customer'] },
      },
      409,
    ],
    [
      'adding a user without a password',
      '/add',
      {
        method: 'POST',
        token: admin,
        body: { ...person, email: 'n@example.com', roles: ['Customer'] },
      },
      400,
    ],
    [
      'updating a built-in user',
      `/user/${builtInUser}/auth`,
      {
        method: 'PUT',
        token: admin,
        body: { ...person, email: 'b@example.com', roles: ['Customer'] },
      },
      404,
    ],
    [
      'deleting a built-in user',
      `/user/${builtInUser}/auth`,
      { method: 'DELETE', token: admin },
      404,
    ],
    [
      'uploading a file with a name longer than the database holds',
      '/files/upload',
      { method: 'POST', token: admin, body: longName },
      417,
    ],
    [
      'adding a car with an unknown picture',
      '/car/admin/no-such-image/add',
      { method: 'POST', token: admin, body: car },
      404,
    ],
    [
      'adding a car with a model over 30 characters',
      `/car/admin/${imageId}/add`,
      { method: 'POST', token: admin, body: { ...car, model: 'M'.repeat(31) } },
      400,
    ],
    [
      'updating a built-in car',
      '/car/admin/auth',
      { method: 'PUT', token: admin, query: { id: builtInCar, imageId }, body: car },
      400,
    ],
    [
      'deleting a built-in car',
      `/car/admin/${builtInCar}/auth`,
      { method: 'DELETE', token: admin },
      400,
    ],
    [
      'a customer deleting a car',
      `/car/admin/${carId}/auth`,
      { method: 'DELETE', token: customer },
      403,
    ],
  ]
}

describe('a refused write', () => {
  it('leaves every record as it was, for every write endpoint', async () => {
    const attempts = await refusals()
    const unexpected: string[] = []
    for (const [label, path, options, status] of attempts) {
      const before = withoutSessions(snapshotDb())
      const response = await api.call(path, options)
      if (response.status !== status)
        unexpected.push(`${label}: ${response.status} instead of ${status}`)
      expect(withoutSessions(snapshotDb()), label).toEqual(before)
    }
    expect(unexpected).toEqual([])
    expect(attempts.length).toBeGreaterThanOrEqual(20)
  })
})
