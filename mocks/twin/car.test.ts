import { twinOverHttp } from './twin'

const twin = twinOverHttp()

describe('domain/Car.java: only its annotations decide', () => {
  it('takes any transmission and fuel type up to 30 characters, and numbers production does not limit', async () => {
    const admin = await twin.admin()
    const { id } = await twin.newCar(admin, {
      transmission: 'Manual',
      fuelType: 'Petrol',
      model: '',
      doors: -1,
      seats: 0,
      luggage: 99999,
      pricePerHour: -5,
    })
    expect((await twin.call(`/car/visitors/${id}`)).body).toMatchObject({
      transmission: 'Manual',
      fuelType: 'Petrol',
      model: '',
      doors: -1,
      pricePerHour: -5,
      builtIn: false,
    })
  })

  it('cuts a fraction given for a whole number, as Jackson reads it, and refuses 31 characters', async () => {
    const admin = await twin.admin()
    const { id, imageId } = await twin.newCar(admin, { doors: 4.9, seats: '5' })
    expect((await twin.call(`/car/visitors/${id}`)).body).toMatchObject({ doors: 4, seats: 5 })
    const long = await twin.call(`/car/admin/${imageId}/add`, {
      method: 'POST',
      token: admin,
      body: {
        model: 'X',
        doors: 4,
        seats: 5,
        luggage: 1,
        transmission: 'T'.repeat(31),
        airConditioning: true,
        age: 1,
        pricePerHour: 1,
        fuelType: 'F'.repeat(31),
      },
    })
    expect(long.status).toBe(400)
    expect(long.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'fuelType',
      'transmission',
    ])
  })

  it('shows a car put in by hand with no built-in flag and no picture as production has it', async () => {
    const id = await twin.insertCar({ builtIn: null, image: [] })
    expect((await twin.call(`/car/visitors/${id}`)).body).toMatchObject({
      builtIn: null,
      image: [],
    })
  })
})

describe('service/CarService.java', () => {
  it('replaces the pictures with the one new picture on an update', async () => {
    const admin = await twin.admin()
    const { id } = await twin.newCar(admin)
    const second = await twin.newCar(admin)
    const res = await twin.call('/car/admin/auth', {
      method: 'PUT',
      token: admin,
      query: { id, imageId: second.imageId },
      body: {
        model: 'Renamed',
        doors: 2,
        seats: 2,
        luggage: 100,
        transmission: 'Manual',
        airConditioning: false,
        age: 9,
        pricePerHour: 70,
        fuelType: 'Petrol',
      },
    })
    expect(res.status).toBe(200)
    expect((await twin.call(`/car/visitors/${id}`)).body).toMatchObject({
      model: 'Renamed',
      image: [second.imageId],
      builtIn: false,
    })
  })

  it('says "car with id" for an unknown picture on add (sic)', async () => {
    const admin = await twin.admin()
    const res = await twin.call('/car/admin/no-such-picture/add', {
      method: 'POST',
      token: admin,
      body: {
        model: 'X',
        doors: 4,
        seats: 5,
        luggage: 1,
        transmission: 'Automatic',
        airConditioning: true,
        age: 1,
        pricePerHour: 1,
        fuelType: 'Hybrid',
      },
    })
    expect([res.status, res.body.message]).toEqual([404, 'car with id no-such-picture not found'])
  })

  it('refuses, with a message, to update or delete a car with no built-in flag (a 500 there)', async () => {
    const admin = await twin.admin()
    const { imageId } = await twin.newCar(admin)
    const id = await twin.insertCar({ builtIn: null })
    const body = {
      model: 'X',
      doors: 4,
      seats: 5,
      luggage: 1,
      transmission: 'Automatic',
      airConditioning: true,
      age: 1,
      pricePerHour: 1,
      fuelType: 'Hybrid',
    }
    const update = await twin.call('/car/admin/auth', {
      method: 'PUT',
      token: admin,
      query: { id, imageId },
      body,
    })
    expect(update.status).toBe(400)
    expect(update.body.message).toContain('no built-in flag')
    const remove = await twin.call(`/car/admin/${id}/auth`, { method: 'DELETE', token: admin })
    expect(remove.status).toBe(400)
  })
})
