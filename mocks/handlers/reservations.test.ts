import dayjs from 'dayjs'
import { toSent } from '../../src/domain/dates'
import { db } from '../db'
import { setupMockBackend } from '../testing'

const api = setupMockBackend()

// Far beyond every seeded reservation, so the tests own this stretch of the calendar.
const day = dayjs().add(400, 'day').startOf('day')
const at = (hour: number, minute = 0) => toSent(day.hour(hour).minute(minute))
const CAR = 1
const where = { pickUpLocation: 'JFK Airport', dropOfLocation: 'Hudson Yards' }

function availability(token: string, from: string, to: string, carId = CAR) {
  return api.call('/reservations/auth', {
    token,
    query: { carId, pickUpDateTime: from, dropOffDateTime: to },
  })
}

function book(token: string, from: string, to: string, carId = CAR) {
  return api.call('/reservations/add', {
    method: 'POST',
    token,
    query: { carId },
    body: { pickUpTime: from, dropOfTime: to, ...where },
  })
}

async function myLatest(token: string) {
  const list = (await api.call('/reservations/auth/all', { token })).body as { id: number }[]
  return list.at(-1)!
}

function update(
  admin: string,
  reservationId: number,
  from: string,
  to: string,
  status = 'CREATED',
  carId = CAR,
) {
  return api.call('/reservations/admin/auth', {
    method: 'PUT',
    token: admin,
    query: { carId, reservationId },
    body: { pickUpTime: from, dropOfTime: to, ...where, status },
  })
}

describe('availability and price', () => {
  it('prices whole hours, truncated', async () => {
    const token = await api.loginCustomer()
    const price = (await api.call(`/car/visitors/${CAR}`)).body.pricePerHour
    const res = await availability(token, at(10), at(13, 59))
    expect(res.body).toEqual({ isAvailable: true, totalPrice: price * 3 })
  })

  it('responds with 400 for dates not in MM/DD/YYYY HH:mm:ss and 404 for an unknown car', async () => {
    const token = await api.loginCustomer()
    const bad = await availability(token, '2030-01-01T10:00:00', at(10))
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('java.time.LocalDateTime')
    const unknown = await availability(token, at(10), at(12), 999)
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('car with id 999 not found')
  })

  it('does not let CANCELED or DONE reservations block', async () => {
    const [token, admin] = [await api.loginCustomer(), await api.loginAdmin()]
    await book(token, at(10), at(14))
    const { id } = await myLatest(token)
    for (const status of ['CANCELED', 'DONE']) {
      expect((await update(admin, id, at(10), at(14), status)).status).toBe(200)
      expect((await availability(token, at(10), at(14))).body.isAvailable).toBe(true)
    }
  })

  it('needs a token', async () => {
    expect((await api.call('/reservations/auth', { query: { carId: 1 } })).status).toBe(401)
  })
})

describe('booking', () => {
  it('returns production literal and shows up in the customer and admin lists', async () => {
    const [token, admin] = [await api.loginCustomer(), await api.loginAdmin()]
    const res = await book(token, at(9), at(17))
    expect(res).toMatchObject({ status: 201, body: { 'Reservation added successfully!': true } })
    const mine = await myLatest(token)
    const car = (await api.call(`/car/visitors/${CAR}`)).body
    expect(mine).toMatchObject({
      car,
      userId: 2,
      pickUpTime: day.hour(9).format('YYYY-MM-DDTHH:mm:ss'),
      dropOfTime: day.hour(17).format('YYYY-MM-DDTHH:mm:ss'),
      status: 'CREATED',
      totalPrice: car.pricePerHour * 8,
      ...where,
    })
    expect((await api.call(`/reservations/${mine.id}/auth`, { token })).body).toEqual(mine)
    const all = (await api.call('/reservations/admin/all', { token: admin })).body as {
      id: number
    }[]
    expect(all.find((r) => r.id === mine.id)).toEqual(mine)
    expect((await api.call(`/reservations/${mine.id}/admin`, { token: admin })).body).toEqual(mine)
  })

  it('refuses a taken car, an unknown car and long locations', async () => {
    const token = await api.loginCustomer()
    await book(token, at(10), at(14))
    const taken = await book(token, at(12), at(13))
    expect(taken.status).toBe(400)
    expect(taken.body.message).toBe('Car is already reserved! Please choose another')
    expect((await book(token, at(10), at(14), 999)).body.message).toBe(
      "Required request parameter 'carId' for method parameter type Car is present but converted to null",
    )
    const long = await api.call('/reservations/add', {
      method: 'POST',
      token,
      query: { carId: CAR },
      body: {
        pickUpTime: at(20),
        dropOfTime: at(22),
        pickUpLocation: 'x'.repeat(51),
        dropOfLocation: 'y',
      },
    })
    // Production's column holds 50 characters (a 500 there): the twin refuses with a message.
    expect(long.status).toBe(400)
    expect(long.body.message).toBe('pickUpLocation must be at most 50 characters')
  })

  it("responds with 404 for another customer's reservation", async () => {
    const admin = await api.loginAdmin()
    const other = { email: 'other.customer@example.com', password: 'Other#2026' }
    await api.call('/add', {
      method: 'POST',
      token: admin,
      body: {
        firstName: 'Olga',
        lastName: 'Other',
        phoneNumber: '(555) 123-4567',
        address: '1 Elsewhere Lane',
        zipCode: '10001',
        roles: ['Customer'],
        ...other,
      },
    })
    const theirs = await api.login(other.email, other.password)
    expect((await book(theirs, at(9), at(10))).status).toBe(201)
    const foreign = await myLatest(theirs)
    const res = await api.call(`/reservations/${foreign.id}/auth`, {
      token: await api.loginCustomer(),
    })
    expect(res.status).toBe(404)
    expect(res.body.message).toBe(`reservation with id ${foreign.id} not found`)
  })

  it('the demo customer owns past, current and future reservations', async () => {
    const list = (await api.call('/reservations/auth/all', { token: await api.loginCustomer() }))
      .body as {
      pickUpTime: string
      dropOfTime: string
      status: string
    }[]
    const now = dayjs()
    expect(list.some((r) => dayjs(r.dropOfTime).isBefore(now))).toBe(true)
    expect(
      list.some((r) => dayjs(r.pickUpTime).isBefore(now) && dayjs(r.dropOfTime).isAfter(now)),
    ).toBe(true)
    expect(list.some((r) => dayjs(r.pickUpTime).isAfter(now) && r.status === 'CREATED')).toBe(true)
  })
})

describe('reservations, for administrators', () => {
  it('an update keeps its times, or counts against itself when they change', async () => {
    const [token, admin] = [await api.loginCustomer(), await api.loginAdmin()]
    await book(token, at(10), at(14))
    const { id } = await myLatest(token)
    expect((await update(admin, id, at(10), at(14))).body).toEqual({ success: true })
    expect((await update(admin, id, at(11), at(15))).status).toBe(400)
    expect((await update(admin, id, at(15), at(19))).status).toBe(200)
    const moved = (await api.call(`/reservations/${id}/admin`, { token: admin })).body
    const price = (await api.call(`/car/visitors/${CAR}`)).body.pricePerHour
    expect(moved).toMatchObject({
      pickUpTime: day.hour(15).format('YYYY-MM-DDTHH:mm:ss'),
      totalPrice: price * 4,
    })
  })

  it('an update keeps the conflict check against other reservations', async () => {
    const [token, admin] = [await api.loginCustomer(), await api.loginAdmin()]
    await book(token, at(10), at(14))
    await book(token, at(16), at(20))
    const { id } = await myLatest(token)
    const res = await update(admin, id, at(12), at(18))
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Car is already reserved! Please choose another')
  })

  it('responds with 409 for an unknown reservation and 404 for an unknown id', async () => {
    const admin = await api.loginAdmin()
    const res = await update(admin, 99999, at(10), at(14))
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('Error: Reservation does not exist!')
    const missing = await api.call('/reservations/99999/admin', { token: admin })
    expect(missing.body.message).toBe('reservation with id 99999 not found')
  })

  it('DELETE removes a reservation, then responds with 404', async () => {
    const [token, admin] = [await api.loginCustomer(), await api.loginAdmin()]
    await book(token, at(10), at(14))
    const { id } = await myLatest(token)
    expect(
      (await api.call(`/reservations/admin/${id}/auth`, { method: 'DELETE', token: admin })).body,
    ).toEqual({ success: true })
    const again = await api.call(`/reservations/admin/${id}/auth`, {
      method: 'DELETE',
      token: admin,
    })
    expect(again.status).toBe(404)
    expect(again.body.message).toBe('reservation does not exist')
    expect((await availability(token, at(10), at(14))).body.isAvailable).toBe(true)
  })
})

describe('the reservation lists’ JSON', () => {
  it('is each reservation as the single response gives it, sorted by id, every car written out whole', async () => {
    const admin = await api.loginAdmin()
    const list = await api.call<Array<{ id: number }>>('/reservations/admin/all', { token: admin })
    expect(list.status).toBe(200)
    expect(list.headers.get('content-type')).toContain('application/json')
    const ids = db.reservations.all().map((r) => r.id)
    expect(list.body.map((r) => r.id)).toEqual([...ids].sort((a, b) => a - b))
    for (const id of ids.slice(0, 25)) {
      const one = await api.call(`/reservations/${id}/admin`, { token: admin })
      expect(list.body.find((r) => r.id === id)).toStrictEqual(one.body)
    }
    // Same keys in the same order as the single response.
    const first = list.body[0]!
    const single = (await api.call(`/reservations/${first.id}/admin`, { token: admin })).body
    expect(Object.keys(first)).toEqual(Object.keys(single))
  })

  it('writes out again what changed since an earlier list: a reservation, a car', async () => {
    type Row = { id: number; car: { id: number; model: string }; status: string }
    const admin = await api.loginAdmin()
    const customer = await api.loginCustomer()
    expect((await book(customer, at(9), at(11))).status).toBe(201)
    const mine = await myLatest(customer)
    const list = async () =>
      (await api.call<Row[]>('/reservations/admin/all', { token: admin })).body
    const before = await list()
    expect(before.find((r) => r.id === mine.id)?.status).toBe('CREATED')

    expect((await update(admin, mine.id, at(9), at(11), 'CANCELED')).status).toBe(200)
    await db.vehicles.update((q) => q.where({ id: CAR }), {
      data: (v) => void Object.assign(v, { model: 'Renamed for the test' }),
    })
    const after = await list()
    const row = after.find((r) => r.id === mine.id)
    expect(row?.status).toBe('CANCELED')
    expect(row).toStrictEqual(
      (await api.call(`/reservations/${mine.id}/admin`, { token: admin })).body,
    )
    const ofCar = after.filter((r) => r.car.id === CAR)
    expect(ofCar.length).toBeGreaterThan(0)
    for (const r of ofCar) expect(r.car.model).toBe('Renamed for the test')
    // Everything else is as it was.
    const untouched = (rows: Row[]) => rows.filter((r) => r.id !== mine.id && r.car.id !== CAR)
    expect(untouched(after)).toStrictEqual(untouched(before))
  })
})
