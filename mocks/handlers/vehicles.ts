import { HttpResponse } from 'msw'
import { REGISTERED_KEY } from '../../src/domain/responses'
import { db, nextId, type StoredVehicle } from '../db'
import type { JavaType } from '../rules/jackson'
import { findVehicle, toVehicleDto } from './dto'
import { HttpError, numericId, readBean, route, success } from './http'

/** The fields of production's Car class a request body sets, as Jackson reads them. */
const CAR_FIELDS = {
  model: 'String',
  doors: 'Integer',
  seats: 'Integer',
  luggage: 'Integer',
  transmission: 'String',
  airConditioning: 'Boolean',
  age: 'Integer',
  pricePerHour: 'Double',
  fuelType: 'String',
} satisfies Record<string, JavaType>

type CarFields = Pick<StoredVehicle, keyof typeof CAR_FIELDS>

const hasImage = (imageId: string) => !!db.images.findFirst((q) => q.where((r) => r.id === imageId))

/** Production's `if (car.getBuiltIn())` fails on a car whose flag is null (a 500): such a car, which only data put in by hand has, can be neither updated nor deleted there. */
function assertFlagSet(vehicle: StoredVehicle, what: 'updated' | 'deleted'): void {
  if (vehicle.builtIn === null) {
    throw new HttpError(
      400,
      `car ${vehicle.id} has no built-in flag (null), so it cannot be ${what}`,
    )
  }
}

export const vehicleRoutes = (base: string) => [
  route('get', `${base}/car/visitors/all`, 'public', () =>
    HttpResponse.json(db.vehicles.all().map(toVehicleDto)),
  ),

  route('get', `${base}/car/visitors/:id`, 'public', ({ params }) =>
    HttpResponse.json(toVehicleDto(findVehicle(numericId(params.id)))),
  ),

  // CarService.add: the Car's annotations, then the picture (its message says "car", sic).
  route('post', `${base}/car/admin/:imageId/add`, 'Administrator', async ({ request, params }) => {
    const input = (await readBean(request, 'car', CAR_FIELDS)) as CarFields
    const imageId = params.imageId ?? ''
    if (!hasImage(imageId)) throw new HttpError(404, `car with id ${imageId} not found`)
    await db.vehicles.create({
      ...input,
      id: nextId(db.vehicles),
      image: [imageId],
      builtIn: false,
    })
    // Production's literal, copied from its registration endpoint.
    return HttpResponse.json({ [REGISTERED_KEY]: true }, { status: 201 })
  }),

  // CarService.updateCar: the picture is looked up first, then the car; the car is replaced whole, its pictures by the one new picture.
  route('put', `${base}/car/admin/auth`, 'Administrator', async ({ request, url }) => {
    const id = numericId(url.searchParams.get('id'))
    const imageId = url.searchParams.get('imageId')
    if (imageId === null) {
      throw new HttpError(
        400,
        "Required request parameter 'imageId' for method parameter type String is not present",
      )
    }
    const input = (await readBean(request, 'car', CAR_FIELDS)) as CarFields
    // Production fails on an unknown picture or car (a 500, "No value present"); the twin: 404.
    if (!hasImage(imageId)) throw new HttpError(404, `image with id ${imageId} not found`)
    const vehicle = findVehicle(id)
    assertFlagSet(vehicle, 'updated')
    if (vehicle.builtIn) throw new HttpError(400, 'You dont have permission to update car!')
    await db.vehicles.update((q) => q.where((r) => r.id === vehicle.id), {
      data: (v) => void Object.assign(v, input, { image: [imageId], builtIn: false }),
    })
    return success()
  }),

  // CarService.removeById: built-in before reservations, the reverse of the users' order.
  route('delete', `${base}/car/admin/:id/auth`, 'Administrator', ({ params }) => {
    const vehicle = findVehicle(numericId(params.id))
    assertFlagSet(vehicle, 'deleted')
    if (vehicle.builtIn) throw new HttpError(400, 'You dont have permission to delete car!')
    if (db.reservations.findFirst((q) => q.where((r) => r.carId === vehicle.id))) {
      throw new HttpError(404, 'Reservation(s) exist for car!')
    }
    db.vehicles.delete((q) => q.where((r) => r.id === vehicle.id))
    return success()
  }),
]
