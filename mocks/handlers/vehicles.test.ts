import { PAINTS } from '../car-shapes'
import { db } from '../db'
import { vehicleSvg } from '../images'
import { setupMockBackend } from '../testing'

const api = setupMockBackend()

const input = {
  model: 'Aston Martin DB12',
  doors: 2,
  seats: 4,
  luggage: 262,
  transmission: 'Automatic',
  airConditioning: true,
  age: 1,
  pricePerHour: 150,
  fuelType: 'Gasoline',
}

async function upload(
  admin: string,
  bytes = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13]),
  type = 'image/png',
) {
  const form = new FormData()
  form.append('file', new Blob([bytes], { type }), 'car.png')
  return api.call('/files/upload', { method: 'POST', token: admin, body: form })
}

/** A vehicle that is neither built-in nor reserved, made for the test. */
async function newVehicle(admin: string): Promise<{ id: number; imageId: string }> {
  const imageId = (await upload(admin)).body.imageId
  await api.call(`/car/admin/${imageId}/add`, { method: 'POST', token: admin, body: input })
  const all = (await api.call('/car/visitors/all')).body as { id: number; model: string }[]
  return { id: all.find((v) => v.model === input.model)!.id, imageId }
}

describe('vehicles for visitors', () => {
  it('lists the fleet and returns one vehicle, without a token', async () => {
    const all = await api.call('/car/visitors/all')
    expect(all.status).toBe(200)
    expect(all.body).toHaveLength(40)
    const one = await api.call('/car/visitors/1')
    expect(one.body).toEqual(all.body[0])
    expect(one.body).toMatchObject({ id: 1, builtIn: true, image: [expect.any(String)] })
  })

  it('responds with 404 with production message for an unknown id', async () => {
    const res = await api.call('/car/visitors/9')
    expect(res.status).toBe(200)
    const missing = await api.call('/car/visitors/999')
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({
      message: 'car with id 999 not found',
      path: '/car-rental/api/car/visitors/999',
    })
  })
})

describe('vehicles for administrators', () => {
  it('POST /car/admin/{imageId}/add creates a vehicle with production literal', async () => {
    const admin = await api.loginAdmin()
    const imageId = (await upload(admin)).body.imageId
    const res = await api.call(`/car/admin/${imageId}/add`, {
      method: 'POST',
      token: admin,
      body: input,
    })
    expect(res).toMatchObject({ status: 201, body: { 'User registered successfully!': true } })
    const one = await api.call('/car/visitors/41')
    expect(one.body).toEqual({ ...input, id: 41, image: [imageId], builtIn: false })
  })

  it('refuses an unknown image with 404 and bad fields with 400', async () => {
    const admin = await api.loginAdmin()
    const unknown = await api.call('/car/admin/nope/add', {
      method: 'POST',
      token: admin,
      body: input,
    })
    expect(unknown.status).toBe(404)
    const imageId = (await upload(admin)).body.imageId
    const bad = await api.call(`/car/admin/${imageId}/add`, {
      method: 'POST',
      token: admin,
      body: { ...input, model: 'M'.repeat(31), transmission: 'W'.repeat(31) },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe("Validation failed for object='car'. Error count: 2")
    expect(bad.body.errors).toContainEqual(
      expect.objectContaining({ field: 'model', code: 'Size', defaultMessage: 'Size is exceeded' }),
    )
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toContain('transmission')
  })

  it('PUT /car/admin/auth updates a vehicle and refuses built-in ones', async () => {
    const admin = await api.loginAdmin()
    const { id, imageId } = await newVehicle(admin)
    const res = await api.call('/car/admin/auth', {
      method: 'PUT',
      token: admin,
      query: { id, imageId },
      body: { ...input, pricePerHour: 160 },
    })
    expect(res.body).toEqual({ success: true })
    expect((await api.call(`/car/visitors/${id}`)).body.pricePerHour).toBe(160)
    const builtIn = await api.call('/car/admin/auth', {
      method: 'PUT',
      token: admin,
      query: { id: 1, imageId },
      body: input,
    })
    expect(builtIn.status).toBe(400)
    expect(builtIn.body.message).toBe('You dont have permission to update car!')
    const unknown = await api.call('/car/admin/auth', {
      method: 'PUT',
      token: admin,
      query: { id: 999, imageId },
      body: input,
    })
    expect(unknown.status).toBe(404)
  })

  it('DELETE /car/admin/{id}/auth protects built-in and reserved vehicles', async () => {
    const admin = await api.loginAdmin()
    const builtIn = await api.call('/car/admin/1/auth', { method: 'DELETE', token: admin })
    expect(builtIn.status).toBe(400)
    expect(builtIn.body.message).toBe('You dont have permission to delete car!')
    // Vehicle 5 carries the demo customer's reservations.
    const reserved = await api.call('/car/admin/5/auth', { method: 'DELETE', token: admin })
    expect(reserved.status).toBe(404)
    expect(reserved.body.message).toBe('Reservation(s) exist for car!')
    const { id } = await newVehicle(admin)
    expect(
      (await api.call(`/car/admin/${id}/auth`, { method: 'DELETE', token: admin })).body,
    ).toEqual({ success: true })
    expect((await api.call(`/car/visitors/${id}`)).status).toBe(404)
  })

  it('refuses customers with 403', async () => {
    const token = await api.loginCustomer()
    const res = await api.call('/car/admin/5/auth', { method: 'DELETE', token })
    expect(res.status).toBe(403)
  })
})

describe('files', () => {
  it('GET /files/display/{id} returns the SVG picture with status 201', async () => {
    const car = (await api.call('/car/visitors/1')).body
    const res = await api.call(`/files/display/${car.image[0]}`)
    expect(res.status).toBe(201)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    const svg = new TextDecoder().decode(res.body)
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 640 360"/)
    expect((await api.call('/files/display/unknown')).status).toBe(404)
  })

  it('stores a seeded picture as what it shows and draws it when asked, the same each time', async () => {
    const car = (await api.call('/car/visitors/2')).body
    const stored = db.images.findFirst((q) => q.where({ id: car.image[0] }))
    expect(stored && 'drawing' in stored).toBe(true)
    // A few bytes in the stored copy instead of the picture's 9 KB or so.
    expect(JSON.stringify(stored).length).toBeLessThan(300)
    if (!stored || !('drawing' in stored)) return
    const first = new TextDecoder().decode((await api.call(`/files/display/${stored.id}`)).body)
    const again = new TextDecoder().decode((await api.call(`/files/display/${stored.id}`)).body)
    const paint = PAINTS.find((p) => p.name === stored.drawing.paint)!
    expect(first).toBe(vehicleSvg(stored.drawing.body, paint, stored.drawing.backdrop))
    expect(again).toBe(first)
  })

  it('keeps an upload and serves it back labelled image/png, as production does, unsniffable', async () => {
    const admin = await api.loginAdmin()
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('RIFF'),
      9,
      0,
      0,
      0,
      ...new TextEncoder().encode('WEBPVP8 '),
    ])
    const res = await upload(admin, bytes, 'application/octet-stream')
    expect(res.status).toBe(200)
    expect(res.body.imageId).toMatch(/^[0-9a-f-]{36}$/)
    const back = await api.call(`/files/display/${res.body.imageId}`)
    expect(back.headers.get('content-type')).toBe('image/png')
    expect(back.headers.get('x-content-type-options')).toBe('nosniff')
    expect(back.headers.get('content-security-policy')).toContain('sandbox')
    expect([...back.body]).toEqual([...bytes])
  })

  it.each([
    ['a web page', '<html><script>alert(1)</script></html>', 'text/html', 'page.html'],
    ['a scripted SVG', '<svg onload="alert(1)"/>', 'image/svg+xml', 'x.svg'],
  ])(
    'keeps %s as production does, but never serves it back as a document',
    async (_, text, type, name) => {
      const form = new FormData()
      form.append('file', new Blob([text], { type }), name)
      const res = await api.call('/files/upload', {
        method: 'POST',
        token: await api.loginAdmin(),
        body: form,
      })
      expect(res.status).toBe(200)
      const shown = await api.call(`/files/display/${res.body.imageId}`)
      expect(shown.headers.get('content-type')).toBe('image/png')
      expect(shown.headers.get('content-security-policy')).toMatch(/^sandbox/)
      const saved = await api.call(`/files/download/${res.body.imageId}`)
      expect(saved.headers.get('content-disposition')).toBe(`attachment; filename=${name}`)
      expect(saved.headers.get('content-type')).toBe('application/octet-stream')
      expect(saved.headers.get('x-content-type-options')).toBe('nosniff')
    },
  )

  it('serves the seeded drawings sandboxed, so they can never run script', async () => {
    const car = (await api.call('/car/visitors/all')).body[0]
    const back = await api.call(`/files/display/${car.image[0]}`)
    expect(back.status).toBe(201)
    expect(back.headers.get('content-security-policy')).toMatch(/^sandbox/)
    expect(back.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('refuses files over 2 MB with 413 and a message in the error shape (a mock rule)', async () => {
    const admin = await api.loginAdmin()
    const res = await upload(admin, new Uint8Array(2 * 1024 * 1024 + 1))
    expect(res.status).toBe(413)
    expect(res.body).toMatchObject({
      status: 413,
      message: 'The file car.png is larger than 2 MB',
      path: '/car-rental/api/files/upload',
    })
  })

  it('requires an administrator for uploads', async () => {
    expect((await upload(await api.loginCustomer())).status).toBe(403)
    const form = new FormData()
    form.append('file', new Blob(['x']), 'x.png')
    expect((await api.call('/files/upload', { method: 'POST', body: form })).status).toBe(401)
  })
})
