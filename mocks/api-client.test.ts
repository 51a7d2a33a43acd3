/**
 * The app's own API functions (src/api) against the embedded backend: proves that the
 * paths, queries and bodies the app sends are the ones the handlers serve.
 */
import dayjs from 'dayjs'
import { createApi } from '../src/api/api'
import { createApiClient } from '../src/api/client'
import { memoryTokenStore } from '../src/api/token-store'
import { toSent } from '../src/domain/dates'
import { DEMO_ACCOUNTS } from '../src/domain/demo-accounts'
import { MOCK_API_URL } from './node'
import { setupMockBackend } from './testing'

setupMockBackend()

// The app's own API functions, made for the embedded backend's address: no module mocks.
const tokens = memoryTokenStore()
const {
  bookVehicle,
  checkAvailability,
  createUser,
  createVehicle,
  deleteReservation,
  deleteUser,
  deleteVehicle,
  getAllReservations,
  getCurrentUser,
  getImage,
  getMyReservation,
  getMyReservations,
  getUser,
  getUsers,
  getVehicle,
  getVehicles,
  login,
  register,
  updateReservation,
  updateUser,
  updateVehicle,
  uploadImage,
} = createApi(createApiClient({ baseUrl: MOCK_API_URL, token: tokens.get }))

beforeEach(() => tokens.set(null))

async function signIn(email: string, password: string) {
  tokens.set((await login({ email, password })).token)
}

const vehicleInput = {
  model: 'Bentley Continental GT',
  doors: 2,
  seats: 4,
  luggage: 358,
  transmission: 'Automatic' as const,
  airConditioning: true,
  age: 0,
  pricePerHour: 180,
  fuelType: 'Gasoline' as const,
}

it('a customer registers, signs in, checks a car, books it and finds the booking', async () => {
  expect(MOCK_API_URL).toBe('http://localhost/car-rental/api')
  const profile = {
    firstName: 'Ines',
    lastName: 'Duarte',
    phoneNumber: '(555) 303-4040',
    address: '9 Bleecker Street',
    zipCode: '10012',
    email: 'ines.duarte@example.com',
  }
  await register({ ...profile, password: 'Welcome#2026', confirmPassword: 'Welcome#2026' })
  await signIn(profile.email, 'Welcome#2026')
  expect(await getCurrentUser()).toMatchObject({ ...profile, roles: ['Customer'] })
  const [first] = await getVehicles()
  expect(await getVehicle(first!.id)).toEqual(first)
  expect((await getImage(first!.image[0]!)).type).toBe('image/svg+xml')
  const from = dayjs().add(400, 'day').startOf('day').hour(9)
  const to = from.add(27, 'hour').add(40, 'minute')
  expect(await checkAvailability(first!.id, from, to)).toEqual({
    isAvailable: true,
    totalPrice: first!.pricePerHour * 27,
  })
  await bookVehicle(first!.id, {
    pickUpTime: toSent(from),
    dropOfTime: toSent(to),
    pickUpLocation: 'Grand Central Terminal',
    dropOfLocation: 'Hudson Yards',
  })
  const [mine] = await getMyReservations()
  expect(mine).toMatchObject({ car: first, status: 'CREATED' })
  expect(await getMyReservation(mine!.id)).toEqual(mine)
  await expect(checkAvailability(first!.id, from, to)).resolves.toMatchObject({
    isAvailable: false,
  })
})

it('an administrator manages vehicles, users and reservations', async () => {
  await signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)
  const imageId = await uploadImage(
    new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0])], { type: 'image/png' }),
    'gt.png',
  )
  await createVehicle(imageId, vehicleInput)
  const created = (await getVehicles()).find((v) => v.model === vehicleInput.model)!
  await updateVehicle(created.id, imageId, { ...vehicleInput, pricePerHour: 190 })
  expect((await getVehicle(created.id)).pricePerHour).toBe(190)
  await deleteVehicle(created.id)
  await expect(getVehicle(created.id)).rejects.toMatchObject({ status: 404 })

  const user = {
    firstName: 'Theo',
    lastName: 'Grant',
    phoneNumber: '(555) 404-5050',
    address: '1 Wall Street',
    zipCode: '10005',
    email: 'theo.grant@example.com',
    roles: ['Customer'],
  }
  await createUser({ ...user, password: 'Hello#2026' })
  const listed = (await getUsers()).find((u) => u.email === user.email)!
  await updateUser(listed.id, { ...user, lastName: 'Granger', password: '' })
  expect((await getUser(listed.id)).lastName).toBe('Granger')
  await deleteUser(listed.id)
  await expect(getUser(listed.id)).rejects.toMatchObject({
    status: 404,
    message: `user with id ${listed.id} not found`,
  })

  const [reservation] = await getAllReservations()
  await updateReservation(reservation!.id, reservation!.car.id, {
    pickUpTime: toSent(reservation!.pickUpTime),
    dropOfTime: toSent(reservation!.dropOfTime),
    pickUpLocation: reservation!.pickUpLocation,
    dropOfLocation: reservation!.dropOfLocation,
    status: 'CANCELED',
  })
  expect((await getAllReservations())[0]!.status).toBe('CANCELED')
  await deleteReservation(reservation!.id)
  expect((await getAllReservations()).some((r) => r.id === reservation!.id)).toBe(false)
})

it('API errors carry the server message', async () => {
  await expect(
    login({ email: DEMO_ACCOUNTS.admin.email, password: 'wrong' }),
  ).rejects.toMatchObject({
    status: 401,
    message: 'invalid credentials',
  })
})
