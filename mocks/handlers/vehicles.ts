import { HttpResponse } from 'msw'
import { REGISTERED_KEY } from '../../src/domain/responses'
import { VehicleInputSchema } from '../../src/domain/vehicle'
import { db, nextId } from '../db'
import { findVehicle, toVehicleDto } from './dto'
import { HttpError, numericId, readJson, route, success } from './http'

function assertImage(imageId: string): void {
  if (!db.images.findFirst((q) => q.where((r) => r.id === imageId))) {
    throw new HttpError(404, `image with id ${imageId} not found`)
  }
}

export const vehicleRoutes = (base: string) => [
  route('get', `${base}/car/visitors/all`, 'public', () =>
    HttpResponse.json(db.vehicles.all().map(toVehicleDto)),
  ),

  route('get', `${base}/car/visitors/:id`, 'public', ({ params }) =>
    HttpResponse.json(toVehicleDto(findVehicle(numericId(params.id)))),
  ),

  route('post', `${base}/car/admin/:imageId/add`, 'Administrator', async ({ request, params }) => {
    const input = await readJson(request, VehicleInputSchema, 'car')
    const imageId = params.imageId ?? ''
    assertImage(imageId)
    await db.vehicles.create({
      ...input,
      id: nextId(db.vehicles),
      image: [imageId],
      builtIn: false,
    })
    // Production's literal, copied from its registration endpoint.
    return HttpResponse.json({ [REGISTERED_KEY]: true }, { status: 201 })
  }),

  route('put', `${base}/car/admin/auth`, 'Administrator', async ({ request, url }) => {
    const vehicle = findVehicle(numericId(url.searchParams.get('id')))
    const imageId = url.searchParams.get('imageId') ?? ''
    const input = await readJson(request, VehicleInputSchema, 'car')
    if (vehicle.builtIn) throw new HttpError(400, 'You dont have permission to update car!')
    assertImage(imageId)
    const image = [imageId, ...vehicle.image.filter((id) => id !== imageId)]
    await db.vehicles.update((q) => q.where((r) => r.id === vehicle.id), {
      data: (v) => void Object.assign(v, input, { image }),
    })
    return success()
  }),

  route('delete', `${base}/car/admin/:id/auth`, 'Administrator', ({ params }) => {
    const vehicle = findVehicle(numericId(params.id))
    if (vehicle.builtIn) throw new HttpError(400, 'You dont have permission to delete car!')
    if (db.reservations.findFirst((q) => q.where((r) => r.carId === vehicle.id))) {
      throw new HttpError(404, 'Reservation(s) exist for car!')
    }
    db.vehicles.delete((q) => q.where((r) => r.id === vehicle.id))
    return success()
  }),
]
