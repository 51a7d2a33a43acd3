import { readFileSync } from 'node:fs'
import { STATES, UNKNOWN_ID } from '../mocks/scenarios'
import {
  AUTH_HEADER,
  apiAt,
  binaryBody,
  createPact,
  eachLike,
  errorBody,
  failure,
  injected,
  itDownloadsSpreadsheet,
  JSON_HEADER,
  like,
  path,
  stateValue,
  vehicleBody,
} from './pact'

const pact = createPact()
const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])
const carInput = {
  model: 'Volvo EX30',
  doors: 4,
  seats: 5,
  luggage: 318,
  transmission: 'Automatic' as const,
  airConditioning: true,
  age: 1,
  pricePerHour: 45,
  fuelType: 'Electricity' as const,
}

describe('vehicles', () => {
  it('getVehicles: every car, without authorization', async () => {
    await pact
      .addInteraction()
      .given(STATES.anonymous)
      .uponReceiving('getVehicles: the whole fleet')
      .withRequest('GET', path('/car/visitors/all'))
      .willRespondWith(200, (b) => b.headers(JSON_HEADER).jsonBody(eachLike(vehicleBody())))
      .executeTest(async (server) => {
        const vehicles = await apiAt(server.url, null).getVehicles()
        expect(vehicles[0]?.model).toBe('Mercedes-Benz S 580')
      })
  })

  it('getVehicle: one car', async () => {
    await pact
      .addInteraction()
      .given(STATES.vehicleExists)
      .uponReceiving('getVehicle: one car by id')
      .withRequest('GET', injected('/car/visitors/:vehicleId'))
      .willRespondWith(200, (b) => b.headers(JSON_HEADER).jsonBody(vehicleBody()))
      .executeTest(async (server) => {
        expect((await apiAt(server.url, null).getVehicle(1)).doors).toBe(4)
      })
  })

  it('getVehicle: 404 for an unknown id', async () => {
    await pact
      .addInteraction()
      .given(STATES.anonymous)
      .uponReceiving('getVehicle: an unknown car')
      .withRequest('GET', path(`/car/visitors/${UNKNOWN_ID}`))
      .willRespondWith(404, (b) =>
        b.jsonBody(errorBody(404, `car with id ${UNKNOWN_ID} not found`)),
      )
      .executeTest(async (server) => {
        const error = await failure(() => apiAt(server.url, null).getVehicle(UNKNOWN_ID))
        expect([error.status, error.message]).toEqual([404, `car with id ${UNKNOWN_ID} not found`])
      })
  })

  it('getImage: a picture by id', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminPicture)
      .uponReceiving('getImage: a picture')
      .withRequest('GET', injected('/files/display/:imageId'))
      .willRespondWith(201, (b) => binaryBody(b, 'image/png', PNG))
      .executeTest(async (server) => {
        const blob = await apiAt(server.url, null).getImage('example-image-id')
        expect(blob.size).toBeGreaterThan(0)
      })
  })

  it('uploadImage: multipart field file answers the new id', async () => {
    await pact
      .addInteraction()
      .given(STATES.admin)
      .uponReceiving('uploadImage: a picture as multipart field file')
      .withRequest('POST', path('/files/upload'), (b) =>
        b
          .headers(AUTH_HEADER)
          .multipartBody(
            'image/png',
            'contracts/fixtures/car.png',
            'file',
            'autovia-contract-boundary',
          ),
      )
      .willRespondWith(200, (b) => b.headers(JSON_HEADER).jsonBody({ imageId: like('5c2d9f3e-1') }))
      .executeTest(async (server) => {
        const file = new File([readFileSync('contracts/fixtures/car.png')], 'car.png', {
          type: 'image/png',
        })
        expect(await apiAt(server.url).uploadImage(file)).toBe('5c2d9f3e-1')
      })
  })

  it('createVehicle: the fields after an upload', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminPicture)
      .uponReceiving('createVehicle: a new car with its picture id')
      .withRequest('POST', injected('/car/admin/:imageId/add'), (b) =>
        b.headers({ ...AUTH_HEADER, ...JSON_HEADER }).jsonBody(like(carInput)),
      )
      .willRespondWith(201, (b) => b.jsonBody(like({ 'User registered successfully!': true })))
      .executeTest(async (server) => {
        await expect(
          apiAt(server.url).createVehicle('example-image-id', carInput),
        ).resolves.toBeUndefined()
      })
  })

  it('updateVehicle: the fields and the picture id', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminVehicle)
      .uponReceiving('updateVehicle: a car that is not built in')
      .withRequest('PUT', path('/car/admin/auth'), (b) =>
        b
          .query({ id: stateValue('vehicleId') as never, imageId: stateValue('imageId') as never })
          .headers({ ...AUTH_HEADER, ...JSON_HEADER })
          .jsonBody(like(carInput)),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: like(true) }))
      .executeTest(async (server) => {
        await expect(
          apiAt(server.url).updateVehicle(1, 'example-image-id', carInput),
        ).resolves.toBeUndefined()
      })
  })

  it('updateVehicle: a built-in car is refused', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminPicture)
      .uponReceiving('updateVehicle: a built-in car')
      .withRequest('PUT', path('/car/admin/auth'), (b) =>
        b
          .query({
            id: stateValue('builtInVehicleId') as never,
            imageId: stateValue('imageId') as never,
          })
          .headers({ ...AUTH_HEADER, ...JSON_HEADER })
          .jsonBody(like(carInput)),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody(errorBody(400, 'You dont have permission to update car!')),
      )
      .executeTest(async (server) => {
        const error = await failure(() =>
          apiAt(server.url).updateVehicle(1, 'example-image-id', carInput),
        )
        expect(error.message).toBe('You dont have permission to update car!')
      })
  })

  it('deleteVehicle: a car that is not built in', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminVehicle)
      .uponReceiving('deleteVehicle: a car that is not built in')
      .withRequest('DELETE', injected('/car/admin/:vehicleId/auth'), (b) => b.headers(AUTH_HEADER))
      .willRespondWith(200, (b) => b.jsonBody({ success: like(true) }))
      .executeTest(async (server) => {
        await expect(apiAt(server.url).deleteVehicle(1)).resolves.toBeUndefined()
      })
  })

  itDownloadsSpreadsheet(pact, 'downloadVehicles', '/excel/download/cars', 'cars.xlsx', 'the fleet')
})
