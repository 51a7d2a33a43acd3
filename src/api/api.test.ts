// What each endpoint takes and gives is the Pact consumer tests' (contracts/); here only what the
// API functions add of their own: which calls go without the token, addresses, file names, the
// password left out, the dates as the API writes them.
import dayjs from 'dayjs'
import { HttpResponse } from 'msw'
import { REGISTERED_KEY } from '../domain/responses'
import {
  API_BASE,
  api,
  expectNoAuthorization,
  json,
  only,
  route,
  setUpTestServer,
  success,
} from '../test/api-server'
import { testVehicle } from '../test/vehicle'

setUpTestServer()

const profile = {
  firstName: 'Grace',
  lastName: 'Hopper',
  phoneNumber: '(555) 555-0199',
  address: '1 Navy Yard',
  zipCode: '20001',
  email: 'grace@example.com',
}
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const picture = () => new HttpResponse(PNG, { status: 201 })

describe('calls a visitor makes', () => {
  it.each([
    [
      'login',
      'post',
      '/login',
      json({ token: 't' }),
      () => api.login({ email: 'a@b.c', password: 'p' }),
    ],
    [
      'register',
      'post',
      '/register',
      json({ [REGISTERED_KEY]: true }, 201),
      () => api.register({ ...profile, password: 'Engine#1843', confirmPassword: 'Engine#1843' }),
    ],
    ['getVehicles', 'get', '/car/visitors/all', json([]), () => api.getVehicles()],
    ['getVehicle', 'get', '/car/visitors/:id', json(testVehicle()), () => api.getVehicle(9)],
    ['getImage', 'get', '/files/display/:id', picture, () => api.getImage('img-9')],
  ] as const)('%s sends no token, though one is stored', async (_, method, path, respond, call) => {
    const calls = route(method, path, respond)
    await call()
    expectNoAuthorization(only(calls))
  })
})

describe("a picture's address", () => {
  it.each([
    ['3f2b6c1e-8d4a', '/files/display/3f2b6c1e-8d4a'],
    ['my car/1.png', '/files/display/my%20car%2F1.png'],
  ])('puts the id %s in one path segment', async (imageId, address) => {
    expect(api.vehicleImageUrl(imageId)).toBe(`${API_BASE}${address}`)
    const calls = route('get', '/files/display/:id', picture)
    await api.getImage(imageId)
    expect(`${only(calls).url.origin}${only(calls).url.pathname}`).toBe(`${API_BASE}${address}`)
  })
})

describe('uploadImage', () => {
  it.each([
    [
      'a file by its own name',
      new File([PNG], 'car.png', { type: 'image/png' }),
      undefined,
      'car.png',
    ],
    [
      'a bare blob by the name given',
      new Blob([PNG], { type: 'image/png' }),
      'front.png',
      'front.png',
    ],
    [
      'a bare blob as "image" by default',
      new Blob([PNG], { type: 'image/png' }),
      undefined,
      'image',
    ],
  ])('names %s', async (_, file, fileName, sentName) => {
    const calls = route('post', '/files/upload', json({ imageId: 'new-id' }))
    await expect(api.uploadImage(file, fileName)).resolves.toBe('new-id')
    const sent = (await only(calls).request.formData()).get('file') as File
    expect(sent.name).toBe(sentName)
  })
})

describe('updateUser', () => {
  it.each([
    ['given', 'New#pass9', { password: 'New#pass9' }],
    ['empty', '', {}],
    ['absent', undefined, {}],
  ])('sends the password only when one is given (%s)', async (_, password, sent) => {
    const calls = route('put', '/user/:id/auth', success)
    await updateUserWith(password)
    expect(await only(calls).request.json()).toEqual({ ...profile, roles: ['Customer'], ...sent })
  })

  const updateUserWith = (password: string | undefined) =>
    api.updateUser(7, { ...profile, password, roles: ['Customer'] })
})

describe('checkAvailability', () => {
  it.each([
    [
      'Dates',
      new Date(2022, 4, 20, 10),
      new Date(2022, 4, 21, 12, 30),
      '05/20/2022 10:00:00',
      '05/21/2022 12:30:00',
    ],
    [
      'dayjs moments across a year end',
      dayjs('2023-12-31T23:00:00'),
      dayjs('2024-01-01T01:15:00'),
      '12/31/2023 23:00:00',
      '01/01/2024 01:15:00',
    ],
  ])('sends %s as MM/DD/YYYY HH:mm:ss, local time', async (_, from, to, pickUp, dropOff) => {
    const calls = route('get', '/reservations/auth', json({ isAvailable: true, totalPrice: 1 }))
    await api.checkAvailability(7, from, to)
    expect(only(calls).query).toEqual({
      carId: '7',
      pickUpDateTime: pickUp,
      dropOffDateTime: dropOff,
    })
  })
})
