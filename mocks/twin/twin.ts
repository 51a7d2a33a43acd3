/** For the tests of mocks/twin: the embedded backend as `npm run mock:server` serves it, over real HTTP, and the calls each test makes to create what it needs. */
import { db, type StoredVehicle } from '../db'
import { seedDatabase } from '../seed'
import { type RunningMockServer, startMockServer } from '../server'
import { createTestClient } from '../test-client'

export const TAKEN = 'Car is already reserved! Please choose another'
export const CONVERTED_TO_NULL =
  "Required request parameter 'carId' for method parameter type Car is present but converted to null"

/** `MM/DD/YYYY HH:mm:ss` on a day of 2031 no seeded trip reaches. */
export const at = (day: number, hour: number, minute = 0) =>
  `05/${String(day).padStart(2, '0')}/2031 ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`
export const received = (day: number, hour: number, minute = 0) =>
  `2031-05-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`

const places = { pickUpLocation: 'JFK Airport', dropOfLocation: 'Hudson Yards' }

/** The mock server on a free port for the file, the seed afresh before each test. */
export function twinOverHttp() {
  let running: RunningMockServer
  let client: ReturnType<typeof createTestClient>
  beforeAll(async () => {
    running = await startMockServer({ port: 0, log: false })
    client = createTestClient(running.url)
  })
  beforeEach(() => seedDatabase())
  afterAll(() => running.close())

  const call: ReturnType<typeof createTestClient>['call'] = (path, options) =>
    client.call(path, options)

  /** A car of its own (not built in, a picture of its own), so no seeded trip is on it. */
  async function newCar(admin: string, changes: Record<string, unknown> = {}) {
    const form = new FormData()
    form.append(
      'file',
      new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }),
      'car.png',
    )
    const { imageId } = (await call('/files/upload', { method: 'POST', token: admin, body: form }))
      .body as { imageId: string }
    const model =
      (changes.model as string | undefined) ?? `Twin ${Math.random().toString(36).slice(2, 10)}`
    const added = await call(`/car/admin/${imageId}/add`, {
      method: 'POST',
      token: admin,
      body: {
        doors: 4,
        seats: 5,
        luggage: 400,
        transmission: 'Automatic',
        airConditioning: true,
        age: 1,
        pricePerHour: 10,
        fuelType: 'Hybrid',
        ...changes,
        model,
      },
    })
    expect(added.status).toBe(201)
    const fleet = (await call('/car/visitors/all')).body as Array<{ id: number; model: string }>
    return { id: fleet.find((car) => car.model === model)!.id, imageId }
  }

  function book(token: string, carId: number | string, from: string, to: string) {
    return call('/reservations/add', {
      method: 'POST',
      token,
      query: { carId },
      body: { pickUpTime: from, dropOfTime: to, ...places },
    })
  }

  async function booked(token: string, carId: number, from: string, to: string) {
    const response = await book(token, carId, from, to)
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    const mine = (await call('/reservations/auth/all', { token })).body as Array<{ id: number }>
    return Math.max(...mine.map((r) => r.id))
  }

  function update(
    admin: string,
    reservationId: number,
    carId: number | string,
    from: string,
    to: string,
    status = 'CREATED',
  ) {
    return call('/reservations/admin/auth', {
      method: 'PUT',
      token: admin,
      query: { carId, reservationId },
      body: { pickUpTime: from, dropOfTime: to, ...places, status },
    })
  }

  async function isAvailable(token: string, carId: number, from: string, to: string) {
    const answer = await call('/reservations/auth', {
      token,
      query: { carId, pickUpDateTime: from, dropOffDateTime: to },
    })
    expect(answer.status).toBe(200)
    return answer.body.isAvailable as boolean
  }

  /** A customer of their own, signed in (not built in). */
  async function newCustomer(changes: Record<string, unknown> = {}) {
    const email = `twin.${Math.random().toString(36).slice(2, 10)}@example.com`
    const profile = {
      firstName: 'Rita',
      lastName: 'Levi',
      phoneNumber: '(555) 123-4567',
      address: '1 Main Street',
      zipCode: '10001',
      email,
      password: 'Secret#1',
      ...changes,
    }
    const registered = await call('/register', { method: 'POST', body: profile })
    expect(registered.status, JSON.stringify(registered.body)).toBe(201)
    return {
      email: profile.email as string,
      token: await client.login(profile.email as string, profile.password as string),
    }
  }

  /** A record only data put in by hand can hold (as an SQL insert would put it). */
  async function insertCar(changes: Partial<StoredVehicle>) {
    const id = Math.max(...db.vehicles.all().map((v) => v.id)) + 1
    await db.vehicles.create({
      id,
      model: 'Inserted by hand',
      doors: 4,
      seats: 5,
      luggage: 300,
      transmission: 'Manual',
      airConditioning: true,
      age: 3,
      pricePerHour: 20,
      fuelType: 'Petrol',
      image: [],
      builtIn: null,
      ...changes,
    })
    return id
  }

  return {
    call,
    admin: () => client.loginAdmin(),
    customer: () => client.loginCustomer(),
    login: (email: string, password: string) => client.login(email, password),
    url: () => running.url,
    newCar,
    newCustomer,
    insertCar,
    book,
    booked,
    update,
    isAvailable,
  }
}
