import { STATES, UNKNOWN_ID } from '../mocks/scenarios'
import {
  AUTH_HEADER,
  anyNumberOf,
  apiAt,
  boolean,
  createPact,
  eachLike,
  errorBody,
  failure,
  injected,
  itDownloadsSpreadsheet,
  JSON_HEADER,
  like,
  number,
  path,
  regex,
  reservationBody,
  stateValue,
} from './pact'

const pact = createPact()
const JSON_REQUEST = { ...AUTH_HEADER, ...JSON_HEADER }
// The examples of EXAMPLES.pickUpTime and dropOffTime, as the form hands them over.
const pickUp = new Date(2031, 4, 20, 10)
const dropOff = new Date(2031, 4, 20, 13)
const places = { pickUpLocation: 'JFK Airport', dropOfLocation: 'Hudson Yards' }
const sentDates = () => ({
  pickUpTime: stateValue('pickUpTime'),
  dropOfTime: stateValue('dropOffTime'),
})
const stay = { pickUpTime: '05/20/2031 10:00:00', dropOfTime: '05/20/2031 13:00:00', ...places }
const availabilityQuery = () =>
  ({
    carId: stateValue('vehicleId'),
    pickUpDateTime: stateValue('pickUpTime'),
    dropOffDateTime: stateValue('dropOffTime'),
  }) as never

describe('booking', () => {
  it('checkAvailability: a free car, with its price', async () => {
    await pact
      .addInteraction()
      .given(STATES.customerCarFree)
      .uponReceiving('checkAvailability: free hours')
      .withRequest('GET', path('/reservations/auth'), (b) =>
        b.query(availabilityQuery()).headers(AUTH_HEADER),
      )
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADER).jsonBody({ isAvailable: boolean(true), totalPrice: number(285) }),
      )
      .executeTest(async (server) => {
        const answer = await apiAt(server.url).checkAvailability(1, pickUp, dropOff)
        expect(answer).toEqual({ isAvailable: true, totalPrice: 285 })
      })
  })

  it('checkAvailability: a car taken over those hours', async () => {
    await pact
      .addInteraction()
      .given(STATES.customerCarBooked)
      .uponReceiving('checkAvailability: hours already booked')
      .withRequest('GET', path('/reservations/auth'), (b) =>
        b.query(availabilityQuery()).headers(AUTH_HEADER),
      )
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADER).jsonBody({ isAvailable: false, totalPrice: number(285) }),
      )
      .executeTest(async (server) => {
        expect((await apiAt(server.url).checkAvailability(1, pickUp, dropOff)).isAvailable).toBe(
          false,
        )
      })
  })

  it('bookVehicle: free hours', async () => {
    await pact
      .addInteraction()
      .given(STATES.customerCarFree)
      .uponReceiving('bookVehicle: free hours')
      .withRequest('POST', path('/reservations/add'), (b) =>
        b
          .query({ carId: stateValue('vehicleId') as never })
          .headers(JSON_REQUEST)
          .jsonBody({ ...sentDates(), ...like(places).value }),
      )
      .willRespondWith(201, (b) => b.jsonBody(like({ 'Reservation added successfully!': true })))
      .executeTest(async (server) => {
        await expect(apiAt(server.url).bookVehicle(1, stay)).resolves.toBeUndefined()
      })
  })

  it('bookVehicle: 400 for hours already booked', async () => {
    await pact
      .addInteraction()
      .given(STATES.customerCarBooked)
      .uponReceiving('bookVehicle: hours already booked')
      .withRequest('POST', path('/reservations/add'), (b) =>
        b
          .query({ carId: stateValue('vehicleId') as never })
          .headers(JSON_REQUEST)
          .jsonBody({ ...sentDates(), ...like(places).value }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody(errorBody(400, 'Car is already reserved! Please choose another')),
      )
      .executeTest(async (server) => {
        const error = await failure(() => apiAt(server.url).bookVehicle(1, stay))
        expect([error.status, error.message]).toEqual([
          400,
          'Car is already reserved! Please choose another',
        ])
      })
  })
})

describe('booking for a customer (admin)', () => {
  const forUser = () => ({ userId: stateValue('userId'), carId: stateValue('vehicleId') }) as never

  it('bookForUser: free hours, booked for that customer', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminCarFreeForCustomer)
      .uponReceiving('bookForUser: free hours for a customer')
      .withRequest('POST', path('/reservations/add/auth'), (b) =>
        b
          .query(forUser())
          .headers(JSON_REQUEST)
          .jsonBody({ ...sentDates(), ...like(places).value }),
      )
      .willRespondWith(201, (b) => b.jsonBody(like({ 'Reservation added successfully!': true })))
      .executeTest(async (server) => {
        await expect(apiAt(server.url).bookForUser(7, 1, stay)).resolves.toBeUndefined()
      })
  })

  it('bookForUser: 404 for an unknown user', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminCarFreeForCustomer)
      .uponReceiving('bookForUser: an unknown user')
      .withRequest('POST', path('/reservations/add/auth'), (b) =>
        b
          .query({ userId: String(UNKNOWN_ID), carId: stateValue('vehicleId') } as never)
          .headers(JSON_REQUEST)
          .jsonBody({ ...sentDates(), ...like(places).value }),
      )
      .willRespondWith(404, (b) =>
        b.jsonBody(errorBody(404, `user with id ${UNKNOWN_ID} not found`)),
      )
      .executeTest(async (server) => {
        const error = await failure(() => apiAt(server.url).bookForUser(UNKNOWN_ID, 1, stay))
        expect([error.status, error.message]).toEqual([404, `user with id ${UNKNOWN_ID} not found`])
      })
  })
})

describe("the customer's reservations", () => {
  it('getMyReservations: the list', async () => {
    await pact
      .addInteraction()
      .given(STATES.customerReservation)
      .uponReceiving("getMyReservations: the customer's list")
      .withRequest('GET', path('/reservations/auth/all'), (b) => b.headers(AUTH_HEADER))
      .willRespondWith(200, (b) => b.headers(JSON_HEADER).jsonBody(eachLike(reservationBody())))
      .executeTest(async (server) => {
        expect((await apiAt(server.url).getMyReservations())[0]?.status).toBe('CREATED')
      })
  })

  it('getMyReservations: none yet', async () => {
    await pact
      .addInteraction()
      .given(STATES.newCustomer)
      .uponReceiving('getMyReservations: a customer who has booked nothing')
      .withRequest('GET', path('/reservations/auth/all'), (b) => b.headers(AUTH_HEADER))
      .willRespondWith(200, (b) => b.headers(JSON_HEADER).jsonBody([]))
      .executeTest(async (server) => {
        expect(await apiAt(server.url).getMyReservations()).toEqual([])
      })
  })

  it('getMyReservation: one of them', async () => {
    await pact
      .addInteraction()
      .given(STATES.customerReservation)
      .uponReceiving("getMyReservation: one of the customer's reservations")
      .withRequest('GET', injected('/reservations/:reservationId/auth'), (b) =>
        b.headers(AUTH_HEADER),
      )
      .willRespondWith(200, (b) => b.headers(JSON_HEADER).jsonBody(reservationBody()))
      .executeTest(async (server) => {
        expect((await apiAt(server.url).getMyReservation(3)).car.model).toBe('Mercedes-Benz S 580')
      })
  })

  it('getMyReservation: 404 for an unknown id', async () => {
    await pact
      .addInteraction()
      .given(STATES.customer)
      .uponReceiving('getMyReservation: an unknown reservation')
      .withRequest('GET', path(`/reservations/${UNKNOWN_ID}/auth`), (b) => b.headers(AUTH_HEADER))
      .willRespondWith(404, (b) =>
        b.jsonBody(errorBody(404, `reservation with id ${UNKNOWN_ID} not found`)),
      )
      .executeTest(async (server) => {
        const error = await failure(() => apiAt(server.url).getMyReservation(UNKNOWN_ID))
        expect([error.status, error.message]).toEqual([
          404,
          `reservation with id ${UNKNOWN_ID} not found`,
        ])
      })
  })
})

describe('reservation management', () => {
  it('getAllReservations: every reservation', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminReservation)
      .uponReceiving('getAllReservations: every reservation')
      .withRequest('GET', path('/reservations/admin/all'), (b) => b.headers(AUTH_HEADER))
      .willRespondWith(200, (b) => b.headers(JSON_HEADER).jsonBody(eachLike(reservationBody())))
      .executeTest(async (server) => {
        expect(await apiAt(server.url).getAllReservations()).toHaveLength(1)
      })
  })

  // A database may hold no reservation at all (a new one, or after deletions): the list is
  // then empty. A provider state cannot empty a production database, so this interaction
  // states a list of any length, none included.
  it('getAllReservations: a list that may be empty', async () => {
    await pact
      .addInteraction()
      .given(STATES.admin)
      .uponReceiving('getAllReservations: any number of reservations, none included')
      .withRequest('GET', path('/reservations/admin/all'), (b) => b.headers(AUTH_HEADER))
      .willRespondWith(200, (b) => b.headers(JSON_HEADER).jsonBody(anyNumberOf(reservationBody())))
      .executeTest(async (server) => {
        expect(await apiAt(server.url).getAllReservations()).toHaveLength(1)
      })
  })

  it('getReservation: one reservation', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminReservation)
      .uponReceiving('getReservation: one reservation by id')
      .withRequest('GET', injected('/reservations/:reservationId/admin'), (b) =>
        b.headers(AUTH_HEADER),
      )
      .willRespondWith(200, (b) => b.headers(JSON_HEADER).jsonBody(reservationBody()))
      .executeTest(async (server) => {
        expect((await apiAt(server.url).getReservation(3)).userId).toBe(2)
      })
  })

  it('getReservation: 404 for an unknown id', async () => {
    await pact
      .addInteraction()
      .given(STATES.admin)
      .uponReceiving('getReservation: an unknown reservation')
      .withRequest('GET', path(`/reservations/${UNKNOWN_ID}/admin`), (b) => b.headers(AUTH_HEADER))
      .willRespondWith(404, (b) =>
        b.jsonBody(errorBody(404, `reservation with id ${UNKNOWN_ID} not found`)),
      )
      .executeTest(async (server) => {
        expect((await failure(() => apiAt(server.url).getReservation(UNKNOWN_ID))).status).toBe(404)
      })
  })

  it('updateReservation: new hours, places and status', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminReservation)
      .uponReceiving('updateReservation: a reservation moved and marked DONE')
      .withRequest('PUT', path('/reservations/admin/auth'), (b) =>
        b
          .query({
            carId: stateValue('vehicleId'),
            reservationId: stateValue('reservationId'),
          } as never)
          .headers(JSON_REQUEST)
          .jsonBody({
            ...sentDates(),
            ...like(places).value,
            status: regex(/^(CREATED|CANCELED|DONE)$/, 'DONE'),
          }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: like(true) }))
      .executeTest(async (server) => {
        await expect(
          apiAt(server.url).updateReservation(3, 1, { ...stay, status: 'DONE' }),
        ).resolves.toBeUndefined()
      })
  })

  it('deleteReservation: one reservation', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminReservation)
      .uponReceiving('deleteReservation: a reservation')
      .withRequest('DELETE', injected('/reservations/admin/:reservationId/auth'), (b) =>
        b.headers(AUTH_HEADER),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: like(true) }))
      .executeTest(async (server) => {
        await expect(apiAt(server.url).deleteReservation(3)).resolves.toBeUndefined()
      })
  })

  it('deleteReservation: 404 for an unknown id', async () => {
    await pact
      .addInteraction()
      .given(STATES.admin)
      .uponReceiving('deleteReservation: an unknown reservation')
      .withRequest('DELETE', path(`/reservations/admin/${UNKNOWN_ID}/auth`), (b) =>
        b.headers(AUTH_HEADER),
      )
      .willRespondWith(404, (b) => b.jsonBody(errorBody(404, 'reservation does not exist')))
      .executeTest(async (server) => {
        const error = await failure(() => apiAt(server.url).deleteReservation(UNKNOWN_ID))
        expect([error.status, error.message]).toEqual([404, 'reservation does not exist'])
      })
  })

  itDownloadsSpreadsheet(
    pact,
    'downloadReservations',
    '/excel/download/reservations',
    'reservations.xlsx',
    'every reservation',
  )
})
