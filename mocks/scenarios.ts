/** The provider states of the Pact contracts, named once for the consumer tests and the verification. */
import { API_BASE_PATH } from '../src/domain/api-base'
import { toSent } from '../src/domain/dates'
import { DEMO_ACCOUNTS } from '../src/domain/demo-accounts'
import { createTestClient } from './test-client'

export const STATES = {
  anonymous: 'nobody is signed in',
  vehicleExists: 'a vehicle exists',
  customer: 'the customer is signed in',
  newCustomer: 'a customer who registered here is signed in',
  roleless: 'a user an administrator added without a role is signed in',
  customerCarFree: 'the customer is signed in and a car is free ahead',
  customerCarBooked: 'the customer is signed in and a car is booked ahead',
  customerReservation: 'the customer is signed in and has a reservation',
  admin: 'the administrator is signed in',
  adminPicture: 'the administrator is signed in and has uploaded a picture',
  adminCustomerBooked: 'the administrator is signed in and the customer has a reservation',
  adminUser: 'the administrator is signed in and a user that is not built in exists',
  adminVehicle: 'the administrator is signed in and a vehicle that is not built in exists',
  adminReservation: 'the administrator is signed in and a reservation exists',
  adminCarFreeForCustomer:
    'the administrator is signed in and a car is free ahead for a customer who registered here',
} as const
export type StateName = (typeof STATES)[keyof typeof STATES]

/** Ids no backend hands out, for the 404 interactions. */
export const UNKNOWN_ID = 987654

/** Example values the consumer tests use where the provider state injects the real ones. */
export const EXAMPLES = {
  vehicleId: 1,
  userId: 7,
  reservationId: 3,
  builtInUserId: 2,
  builtInVehicleId: 1,
  imageId: 'example-image-id',
  email: 'grace.hopper@example.com',
  pickUpTime: '05/20/2031 10:00:00',
  dropOffTime: '05/20/2031 13:00:00',
}
export type ProviderValues = Partial<Record<keyof typeof EXAMPLES, string | number>>

export interface ScenarioSession {
  token: string | null
}

/** Three hours some years ahead, picked at random, so earlier verifications have almost surely not booked them. */
function freeWindow() {
  const start = new Date()
  start.setDate(start.getDate() + 400 + Math.floor(Math.random() * 1000))
  start.setHours(Math.floor(Math.random() * 20), 0, 0, 0)
  return {
    pickUpTime: toSent(start),
    dropOffTime: toSent(new Date(start.getTime() + 3 * 3_600_000)),
  }
}

let emails = 0
function freshEmail() {
  emails += 1
  return `contract.${Date.now()}.${emails}.${Math.floor(Math.random() * 1e6)}@example.com`
}

/** The customer the newCustomer state registers (the contracts use this password). */
export const NEW_CUSTOMER = {
  firstName: 'Grace',
  lastName: 'Hopper',
  phoneNumber: '(212) 555-0177',
  address: '1 Navy Way',
  zipCode: '10022',
  password: 'Contract#1',
}

/** The car the adminVehicle state adds, but for its model (CarDTO fields without the picture). */
export const NEW_VEHICLE = {
  doors: 4,
  seats: 5,
  luggage: 400,
  transmission: 'Automatic',
  airConditioning: true,
  age: 2,
  pricePerHour: 40,
  fuelType: 'Hybrid',
}

export const PNG_BYTES = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
)

export interface ScenarioOptions {
  providerBaseUrl: string
  reset?: () => Promise<void>
}

/** The state handlers for the Pact Verifier, and the session whose token its request filter puts on authenticated requests. */
export function createScenarios({ providerBaseUrl, reset }: ScenarioOptions) {
  const api = `${providerBaseUrl.replace(/\/+$/, '')}${API_BASE_PATH}`
  const session: ScenarioSession = { token: null }

  const client = createTestClient(api)

  /** A call as the state's signed-in account (or `token`); a refusal stops the state's setup. */
  async function call<T>(method: string, path: string, body?: unknown, token = session.token) {
    const response = await client.call<T>(path, { method, body, token: token ?? undefined })
    if (response.status >= 400) {
      throw new Error(
        `${method} ${path} responded ${response.status}: ${JSON.stringify(response.body)}`,
      )
    }
    return response.body
  }

  async function signIn(role: 'admin' | 'customer') {
    const { email, password } = DEMO_ACCOUNTS[role]
    session.token = await client.login(email, password)
  }

  const firstVehicle = async () =>
    (
      await call<Array<{ id: number; builtIn: boolean }>>(
        'GET',
        '/car/visitors/all',
        undefined,
        null,
      )
    )[0]!

  async function book(vehicleId: number) {
    const window = freeWindow()
    await call('POST', `/reservations/add?carId=${vehicleId}`, {
      pickUpTime: window.pickUpTime,
      dropOfTime: window.dropOffTime,
      pickUpLocation: 'Contract Pier',
      dropOfLocation: 'Contract Yard',
    })
    const mine = await call<Array<{ id: number; pickUpLocation: string }>>(
      'GET',
      '/reservations/auth/all',
    )
    const reservationId = Math.max(
      ...mine.filter((r) => r.pickUpLocation === 'Contract Pier').map((r) => r.id),
    )
    return { reservationId, ...window }
  }

  async function upload() {
    const form = new FormData()
    form.append('file', new Blob([PNG_BYTES], { type: 'image/png' }), 'car.png')
    return (await call<{ imageId: string }>('POST', '/files/upload', form)).imageId
  }

  async function builtInUserId() {
    const users = await call<Array<{ id: number; email: string }>>('GET', '/user/auth/all')
    return users.find((u) => u.email === DEMO_ACCOUNTS.customer.email)!.id
  }

  const setups: Record<StateName, () => Promise<ProviderValues>> = {
    [STATES.anonymous]: async () => {
      session.token = null
      return { email: freshEmail() }
    },
    [STATES.vehicleExists]: async () => {
      session.token = null
      return { vehicleId: (await firstVehicle()).id }
    },
    [STATES.customer]: async () => {
      await signIn('customer')
      return {}
    },
    [STATES.newCustomer]: async () => {
      const email = freshEmail()
      await call(
        'POST',
        '/register',
        { ...NEW_CUSTOMER, email, confirmPassword: NEW_CUSTOMER.password },
        null,
      )
      session.token = await client.login(email, NEW_CUSTOMER.password)
      return { email }
    },
    [STATES.roleless]: async () => {
      await signIn('admin')
      const email = freshEmail()
      // An empty list of roles makes a user with no role (docs/api.md): it signs in, and every
      // other call is refused.
      await call('POST', '/add', {
        firstName: 'Contract',
        lastName: 'Roleless',
        phoneNumber: '(212) 555-0100',
        address: '1 Contract Way',
        zipCode: '10001',
        email,
        password: NEW_CUSTOMER.password,
        roles: [],
      })
      session.token = await client.login(email, NEW_CUSTOMER.password)
      return { email }
    },
    [STATES.customerCarFree]: async () => {
      await signIn('customer')
      return { vehicleId: (await firstVehicle()).id, ...freeWindow() }
    },
    [STATES.customerCarBooked]: async () => {
      await signIn('customer')
      const vehicleId = (await firstVehicle()).id
      const { pickUpTime, dropOffTime } = await book(vehicleId)
      return { vehicleId, pickUpTime, dropOffTime }
    },
    [STATES.customerReservation]: async () => {
      await signIn('customer')
      const { reservationId } = await book((await firstVehicle()).id)
      return { reservationId }
    },
    [STATES.admin]: async () => {
      await signIn('admin')
      return { builtInUserId: await builtInUserId(), email: freshEmail() }
    },
    [STATES.adminPicture]: async () => {
      await signIn('admin')
      const fleet = await call<Array<{ id: number; builtIn: boolean }>>('GET', '/car/visitors/all')
      const builtIn = fleet.find((v) => v.builtIn)
      // A real picture: production looks it up before it checks the car (a 500 otherwise).
      return { imageId: await upload(), ...(builtIn ? { builtInVehicleId: builtIn.id } : {}) }
    },
    [STATES.adminCustomerBooked]: async () => {
      await signIn('customer')
      await book((await firstVehicle()).id)
      await signIn('admin')
      return { userId: await builtInUserId() }
    },
    [STATES.adminUser]: async () => {
      await signIn('admin')
      const email = freshEmail()
      await call('POST', '/add', {
        firstName: 'Contract',
        lastName: 'User',
        phoneNumber: '(212) 555-0100',
        address: '1 Contract Way',
        zipCode: '10001',
        email,
        password: 'Contract#1',
        roles: ['Customer'],
      })
      const users = await call<Array<{ id: number; email: string }>>('GET', '/user/auth/all')
      return { userId: users.find((u) => u.email === email)!.id, email }
    },
    [STATES.adminVehicle]: async () => {
      await signIn('admin')
      const imageId = await upload()
      const model = `Contract ${Date.now() % 100000}`
      await call('POST', `/car/admin/${encodeURIComponent(imageId)}/add`, {
        model,
        ...NEW_VEHICLE,
      })
      const fleet = await call<Array<{ id: number; model: string }>>('GET', '/car/visitors/all')
      return { vehicleId: fleet.find((v) => v.model === model)!.id, imageId }
    },
    [STATES.adminCarFreeForCustomer]: async () => {
      const email = freshEmail()
      await call(
        'POST',
        '/register',
        { ...NEW_CUSTOMER, email, confirmPassword: NEW_CUSTOMER.password },
        null,
      )
      await signIn('admin')
      const users = await call<Array<{ id: number; email: string }>>('GET', '/user/auth/all')
      return {
        userId: users.find((u) => u.email === email)!.id,
        vehicleId: (await firstVehicle()).id,
        ...freeWindow(),
      }
    },
    [STATES.adminReservation]: async () => {
      await signIn('admin')
      const vehicleId = (await firstVehicle()).id
      const booked = await book(vehicleId)
      return { vehicleId, ...booked }
    },
  }

  const stateHandlers = Object.fromEntries(
    Object.entries(setups).map(([name, setup]) => [
      name,
      {
        setup: async () => {
          await reset?.()
          return (await setup()) as Record<string, string | number>
        },
      },
    ]),
  )

  return { session, stateHandlers, states: Object.keys(setups) as StateName[] }
}
