import dayjs from 'dayjs'
import type { BookingInput, Reservation, ReservationUpdateInput } from '../domain/reservation'
import {
  api,
  expectApiError,
  expectBearer,
  json,
  only,
  route,
  setUpTestServer,
  springError,
  success,
} from '../test/api-server'

const {
  bookVehicle,
  checkAvailability,
  deleteReservation,
  getAllReservations,
  getMyReservation,
  getMyReservations,
  getReservation,
  updateReservation,
} = api

setUpTestServer()

const reservation: Reservation = {
  id: 21,
  car: {
    id: 4,
    model: 'Mini Cooper',
    doors: 3,
    seats: 4,
    luggage: 211,
    transmission: 'Manuel',
    airConditioning: true,
    age: 3,
    pricePerHour: 20,
    fuelType: 'Gasoline',
    image: ['img-4'],
    builtIn: true,
  },
  userId: 3,
  pickUpTime: '2022-05-20T10:00:00',
  dropOfTime: '2022-05-21T12:30:00',
  pickUpLocation: 'Airport',
  dropOfLocation: 'Central Station',
  status: 'CREATED',
  totalPrice: 520,
}
const booking: BookingInput = {
  pickUpTime: '05/20/2022 10:00:00',
  dropOfTime: '05/21/2022 12:30:00',
  pickUpLocation: 'Airport',
  dropOfLocation: 'Central Station',
}
const update: ReservationUpdateInput = { ...booking, status: 'DONE' }

describe('checkAvailability', () => {
  it('GETs /reservations/auth with carId and both dates as MM/DD/YYYY HH:mm:ss', async () => {
    const calls = route('get', '/reservations/auth', json({ isAvailable: true, totalPrice: 520 }))
    const availability = await checkAvailability(
      4,
      new Date(2022, 4, 20, 10, 0, 0),
      new Date(2022, 4, 21, 12, 30, 0),
    )
    expect(availability).toEqual({ isAvailable: true, totalPrice: 520 })
    const call = only(calls)
    expect(call.method).toBe('GET')
    expect(call.path).toBe('/reservations/auth')
    expect(call.query).toEqual({
      carId: '4',
      pickUpDateTime: '05/20/2022 10:00:00',
      dropOffDateTime: '05/21/2022 12:30:00',
    })
    expectBearer(call)
  })

  it('sends dayjs moments in the API format, local time, across a year end', async () => {
    const calls = route('get', '/reservations/auth', json({ isAvailable: false, totalPrice: 0 }))
    await expect(
      checkAvailability(7, dayjs('2023-12-31T23:00:00'), dayjs('2024-01-01T01:15:00')),
    ).resolves.toEqual({ isAvailable: false, totalPrice: 0 })
    expect(only(calls).query).toEqual({
      carId: '7',
      pickUpDateTime: '12/31/2023 23:00:00',
      dropOffDateTime: '01/01/2024 01:15:00',
    })
  })

  it('rejects with 404 for an unknown car', async () => {
    route(
      'get',
      '/reservations/auth',
      springError(404, 'car with id 99 not found', '/reservations/auth'),
    )
    await expectApiError(
      checkAvailability(99, new Date(2022, 4, 20, 10), new Date(2022, 4, 20, 12)),
      404,
      'car with id 99 not found',
    )
  })
})

describe('bookVehicle', () => {
  it('POSTs /reservations/add?carId with the booking', async () => {
    const calls = route(
      'post',
      '/reservations/add',
      json({ 'Reservation added successfully!': true }, 201),
    )
    await expect(bookVehicle(4, booking)).resolves.toBeUndefined()
    const call = only(calls)
    expect(call.method).toBe('POST')
    expect(call.path).toBe('/reservations/add')
    expect(call.query).toEqual({ carId: '4' })
    expect(await call.request.json()).toEqual(booking)
    expectBearer(call)
  })
})

describe('getMyReservations', () => {
  it('GETs /reservations/auth/all and returns the list', async () => {
    const calls = route('get', '/reservations/auth/all', json([reservation]))
    await expect(getMyReservations()).resolves.toEqual([reservation])
    const call = only(calls)
    expect(call.path).toBe('/reservations/auth/all')
    expectBearer(call)
  })
})

describe('getMyReservation', () => {
  it('GETs /reservations/{id}/auth and returns the reservation', async () => {
    const calls = route('get', '/reservations/:id/auth', json(reservation))
    await expect(getMyReservation(21)).resolves.toEqual(reservation)
    const call = only(calls)
    expect(call.path).toBe('/reservations/21/auth')
    expectBearer(call)
  })
})

describe('getAllReservations', () => {
  it('GETs /reservations/admin/all and returns the list', async () => {
    const list = [reservation, { ...reservation, id: 22, userId: 5, status: 'CANCELED' as const }]
    const calls = route('get', '/reservations/admin/all', json(list))
    await expect(getAllReservations()).resolves.toEqual(list)
    const call = only(calls)
    expect(call.path).toBe('/reservations/admin/all')
    expectBearer(call)
  })
})

describe('getReservation', () => {
  it('GETs /reservations/{id}/admin and returns the reservation', async () => {
    const calls = route('get', '/reservations/:id/admin', json(reservation))
    await expect(getReservation(21)).resolves.toEqual(reservation)
    const call = only(calls)
    expect(call.method).toBe('GET')
    expect(call.path).toBe('/reservations/21/admin')
    expectBearer(call)
  })
})

describe('updateReservation', () => {
  it('PUTs /reservations/admin/auth?carId&reservationId with the changes', async () => {
    const calls = route('put', '/reservations/admin/auth', success)
    await expect(updateReservation(21, 4, update)).resolves.toBeUndefined()
    const call = only(calls)
    expect(call.method).toBe('PUT')
    expect(call.path).toBe('/reservations/admin/auth')
    expect(call.query).toEqual({ carId: '4', reservationId: '21' })
    expect(await call.request.json()).toEqual(update)
    expectBearer(call)
  })

  it('rejects with 409 for a reservation that no longer exists', async () => {
    const message = 'Error: Reservation does not exist!'
    route('put', '/reservations/admin/auth', springError(409, message, '/reservations/admin/auth'))
    await expectApiError(updateReservation(21, 4, update), 409, message)
  })
})

describe('deleteReservation', () => {
  it('DELETEs /reservations/admin/{id}/auth', async () => {
    const calls = route('delete', '/reservations/admin/:id/auth', success)
    await expect(deleteReservation(21)).resolves.toBeUndefined()
    const call = only(calls)
    expect(call.method).toBe('DELETE')
    expect(call.path).toBe('/reservations/admin/21/auth')
    expectBearer(call)
  })
})
