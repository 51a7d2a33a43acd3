import { HttpResponse } from 'msw'
import type { Vehicle, VehicleInput } from '../domain/vehicle'
import {
  API_BASE,
  api,
  bytesOf,
  expectApiError,
  expectBearer,
  expectNoAuthorization,
  json,
  only,
  route,
  setUpTestServer,
  springError,
  success,
} from '../test/api-server'

const {
  createVehicle,
  deleteVehicle,
  getImage,
  getVehicle,
  getVehicles,
  updateVehicle,
  uploadImage,
  vehicleImageUrl,
} = api

setUpTestServer()

const input: VehicleInput = {
  model: 'Volvo XC40',
  doors: 5,
  seats: 5,
  luggage: 460,
  transmission: 'Automatic',
  airConditioning: true,
  age: 2,
  pricePerHour: 35.5,
  fuelType: 'Electricity',
}
const vehicle: Vehicle = { ...input, id: 9, image: ['img-9', 'img-9b'], builtIn: false }
const IMAGE_ID = '3f2b6c1e-8d4a-4e7b-9a51-0c2d7e6f1a23'
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 42])

describe('getVehicles', () => {
  it('GETs /car/visitors/all without Authorization although a token is stored', async () => {
    const list = [vehicle, { ...vehicle, id: 10, model: 'Fiat 500', builtIn: true }]
    const calls = route('get', '/car/visitors/all', json(list))
    await expect(getVehicles()).resolves.toEqual(list)
    const call = only(calls)
    expect(call.method).toBe('GET')
    expect(call.path).toBe('/car/visitors/all')
    expectNoAuthorization(call)
  })

  it('rejects with the server message and status', async () => {
    route('get', '/car/visitors/all', springError(500, 'database unavailable', '/car/visitors/all'))
    await expectApiError(getVehicles(), 500, 'database unavailable')
  })
})

describe('getVehicle', () => {
  it('GETs /car/visitors/{id} and returns the vehicle', async () => {
    const calls = route('get', '/car/visitors/:id', json(vehicle))
    await expect(getVehicle(9)).resolves.toEqual(vehicle)
    const call = only(calls)
    expect(call.path).toBe('/car/visitors/9')
    expectNoAuthorization(call)
  })
})

describe('vehicleImageUrl', () => {
  it('points at /files/display/{imageId} under the API address', () => {
    expect(vehicleImageUrl(IMAGE_ID)).toBe(`${API_BASE}/files/display/${IMAGE_ID}`)
  })

  it('encodes the id as one path segment', () => {
    expect(vehicleImageUrl('my car/1.png')).toBe(`${API_BASE}/files/display/my%20car%2F1.png`)
  })
})

describe('getImage', () => {
  it('GETs /files/display/{imageId} and returns the bytes (the API responds 201)', async () => {
    const calls = route(
      'get',
      '/files/display/:id',
      () => new HttpResponse(PNG, { status: 201, headers: { 'Content-Type': 'image/png' } }),
    )
    const blob = await getImage(IMAGE_ID)
    expect(blob.type).toBe('image/png')
    expect(await bytesOf(blob)).toEqual([...PNG])
    const call = only(calls)
    expect(call.path).toBe(`/files/display/${IMAGE_ID}`)
    expectNoAuthorization(call)
  })

  it('encodes a file name in the path', async () => {
    const calls = route('get', '/files/display/:id', () => new HttpResponse(PNG, { status: 201 }))
    await getImage('red car.png')
    expect(only(calls).url.pathname).toBe('/car-rental/api/files/display/red%20car.png')
  })

  it('rejects with 404 for an unknown image', async () => {
    route('get', '/files/display/:id', springError(404, 'image not found', '/files/display/x'))
    await expectApiError(getImage('x'), 404, 'image not found')
  })
})

describe('uploadImage', () => {
  it('POSTs /files/upload as multipart with the file in field "file", returning the id', async () => {
    const calls = route('post', '/files/upload', json({ imageId: IMAGE_ID }))
    const file = new File([PNG], 'car.png', { type: 'image/png' })
    await expect(uploadImage(file)).resolves.toBe(IMAGE_ID)
    const call = only(calls)
    expect(call.method).toBe('POST')
    expect(call.path).toBe('/files/upload')
    expect(call.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/)
    expectBearer(call)
    const form = await call.request.formData()
    expect([...form.keys()]).toEqual(['file'])
    const sent = form.get('file') as File
    expect(sent.name).toBe('car.png')
    expect(sent.type).toBe('image/png')
    expect(await bytesOf(sent)).toEqual([...PNG])
  })

  it('names a bare blob after the fileName argument, "image" by default', async () => {
    const calls = route('post', '/files/upload', json({ imageId: IMAGE_ID }))
    await uploadImage(new Blob([PNG], { type: 'image/png' }), 'front.png')
    await uploadImage(new Blob([PNG], { type: 'image/png' }))
    const names = await Promise.all(
      calls.map(async (c) => ((await c.request.formData()).get('file') as File).name),
    )
    expect(names).toEqual(['front.png', 'image'])
  })

  it('rejects with 417 and the message of the upload failure', async () => {
    route('post', '/files/upload', json({ message: 'Could not upload the file: car.png!' }, 417))
    await expectApiError(
      uploadImage(new File([PNG], 'car.png')),
      417,
      'Could not upload the file: car.png!',
    )
  })
})

describe('createVehicle', () => {
  it('POSTs /car/admin/{imageId}/add with the vehicle fields', async () => {
    const calls = route(
      'post',
      '/car/admin/:imageId/add',
      json({ 'User registered successfully!': true }, 201),
    )
    await expect(createVehicle(IMAGE_ID, input)).resolves.toBeUndefined()
    const call = only(calls)
    expect(call.method).toBe('POST')
    expect(call.path).toBe(`/car/admin/${IMAGE_ID}/add`)
    expect(await call.request.json()).toEqual(input)
    expectBearer(call)
  })

  it('rejects with 404 for an unknown image', async () => {
    route(
      'post',
      '/car/admin/:imageId/add',
      springError(404, 'image not found', '/car/admin/x/add'),
    )
    await expectApiError(createVehicle('x', input), 404, 'image not found')
  })
})

describe('updateVehicle', () => {
  it('PUTs /car/admin/auth?id&imageId with the vehicle fields', async () => {
    const calls = route('put', '/car/admin/auth', success)
    await expect(updateVehicle(9, IMAGE_ID, input)).resolves.toBeUndefined()
    const call = only(calls)
    expect(call.method).toBe('PUT')
    expect(call.path).toBe('/car/admin/auth')
    expect(call.query).toEqual({ id: '9', imageId: IMAGE_ID })
    expect(await call.request.json()).toEqual(input)
    expectBearer(call)
  })
})

describe('deleteVehicle', () => {
  it('DELETEs /car/admin/{id}/auth', async () => {
    const calls = route('delete', '/car/admin/:id/auth', success)
    await expect(deleteVehicle(9)).resolves.toBeUndefined()
    const call = only(calls)
    expect(call.method).toBe('DELETE')
    expect(call.path).toBe('/car/admin/9/auth')
    expectBearer(call)
  })

  it('rejects with the server message when the vehicle has reservations', async () => {
    route(
      'delete',
      '/car/admin/:id/auth',
      springError(404, 'Reservation(s) exist for car!', '/car/admin/9/auth'),
    )
    await expectApiError(deleteVehicle(9), 404, 'Reservation(s) exist for car!')
  })
})
