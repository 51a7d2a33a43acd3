import { at, twinOverHttp } from './twin'

const twin = twinOverHttp()

const person = {
  firstName: 'Rita',
  lastName: 'Levi',
  phoneNumber: '(555) 123-4567',
  address: '1 Main Street',
  zipCode: '10001',
  password: 'Secret#1',
  roles: ['Customer'],
}

// domain/User.java, Car.java, Reservation.java: @GeneratedValue(strategy = GenerationType.IDENTITY).
describe('domain/User.java, domain/Car.java, domain/Reservation.java: identity columns', () => {
  it('never give a deleted user’s id to the next user', async () => {
    const admin = await twin.admin()
    const add = async (email: string) => {
      expect(
        (await twin.call('/add', { method: 'POST', token: admin, body: { ...person, email } }))
          .status,
      ).toBe(201)
      const users = (await twin.call('/user/auth/all', { token: admin })).body as Array<{
        id: number
        email: string
      }>
      return users.find((u) => u.email === email)!.id
    }
    const first = await add('first.identity@example.com')
    expect(
      (await twin.call(`/user/${first}/auth`, { method: 'DELETE', token: admin })).status,
    ).toBe(200)
    expect(await add('second.identity@example.com')).toBe(first + 1)
  })

  it('never give a deleted car’s or reservation’s id again', async () => {
    const [admin, customer] = [await twin.admin(), await twin.customer()]
    const { id: car } = await twin.newCar(admin)
    expect(
      (await twin.call(`/car/admin/${car}/auth`, { method: 'DELETE', token: admin })).status,
    ).toBe(200)
    expect((await twin.newCar(admin)).id).toBe(car + 1)
    const { id: other } = await twin.newCar(admin)
    const trip = await twin.booked(customer, other, at(20, 10), at(20, 12))
    await twin.call(`/reservations/admin/${trip}/auth`, { method: 'DELETE', token: admin })
    expect(await twin.booked(customer, other, at(20, 10), at(20, 12))).toBe(trip + 1)
  })

  it('keep counting across a snapshot saved and loaded again', async () => {
    const admin = await twin.admin()
    const { id: car } = await twin.newCar(admin)
    await twin.call(`/car/admin/${car}/auth`, { method: 'DELETE', token: admin })
    const control = twin.url().replace(/\/car-rental\/api$/, '/__mock/snapshot')
    const file = await (await fetch(control)).text()
    expect((await fetch(control, { method: 'PUT', body: file })).status).toBe(200)
    expect((await twin.newCar(admin)).id).toBe(car + 1)
  })
})
