import { at, received, TAKEN, twinOverHttp } from './twin'

const twin = twinOverHttp()

describe('service/ReservationService.java', () => {
  describe('updateReservation: checked unless both times are unchanged, the reservation counting against itself', () => {
    it('keeps both times unchecked, whatever else changes', async () => {
      const [admin, customer] = [await twin.admin(), await twin.customer()]
      const { id: car } = await twin.newCar(admin)
      const id = await twin.booked(customer, car, at(20, 10), at(20, 14))
      const same = await twin.update(admin, id, car, at(20, 10), at(20, 14), 'DONE')
      expect(same.body).toEqual({ success: true })
    })

    it('refuses shifting a reservation by 30 minutes over its own time', async () => {
      const [admin, customer] = [await twin.admin(), await twin.customer()]
      const { id: car } = await twin.newCar(admin)
      const id = await twin.booked(customer, car, at(20, 10), at(20, 14))
      const shifted = await twin.update(admin, id, car, at(20, 10, 30), at(20, 14, 30))
      expect([shifted.status, shifted.body.message]).toEqual([400, TAKEN])
      // Clear of its own time, it moves.
      expect((await twin.update(admin, id, car, at(20, 15), at(20, 19))).status).toBe(200)
    })

    it('refuses moving a reservation onto another booking even with status DONE', async () => {
      const [admin, customer] = [await twin.admin(), await twin.customer()]
      const { id: car } = await twin.newCar(admin)
      await twin.booked(customer, car, at(21, 10), at(21, 14))
      const id = await twin.booked(customer, car, at(21, 16), at(21, 18))
      const moved = await twin.update(admin, id, car, at(21, 12), at(21, 13), 'DONE')
      expect([moved.status, moved.body.message]).toEqual([400, TAKEN])
    })

    it('never checks a change of car alone, so the new car can be booked twice (production defect)', async () => {
      const [admin, customer] = [await twin.admin(), await twin.customer()]
      const [{ id: first }, { id: second }] = [await twin.newCar(admin), await twin.newCar(admin)]
      const onSecond = await twin.booked(customer, second, at(22, 10), at(22, 14))
      const id = await twin.booked(customer, first, at(22, 10), at(22, 14))
      expect((await twin.update(admin, id, second, at(22, 10), at(22, 14))).status).toBe(200)
      const all = (await twin.call('/reservations/admin/all', { token: admin })).body as Array<{
        id: number
        car: { id: number }
        status: string
      }>
      const onSecondCar = all.filter((r) => r.car.id === second && r.status === 'CREATED')
      expect(onSecondCar.map((r) => r.id).sort()).toEqual([id, onSecond].sort())
    })

    it('prices the moved reservation with the new car and new times', async () => {
      const [admin, customer] = [await twin.admin(), await twin.customer()]
      const [{ id: cheap }, { id: dear }] = [
        await twin.newCar(admin, { pricePerHour: 10 }),
        await twin.newCar(admin, { pricePerHour: 25 }),
      ]
      const id = await twin.booked(customer, cheap, at(23, 10), at(23, 12))
      expect((await twin.update(admin, id, dear, at(23, 15), at(23, 18))).status).toBe(200)
      const moved = (await twin.call(`/reservations/${id}/admin`, { token: admin })).body
      expect(moved).toMatchObject({
        car: { id: dear },
        pickUpTime: received(23, 15),
        dropOfTime: received(23, 18),
        totalPrice: 75,
      })
    })

    it('answers 409 for a reservation that does not exist', async () => {
      const admin = await twin.admin()
      const { id: car } = await twin.newCar(admin)
      const res = await twin.update(admin, 987654, car, at(24, 10), at(24, 12))
      expect([res.status, res.body.message]).toEqual([409, 'Error: Reservation does not exist!'])
    })
  })

  describe('addReservation: POST /reservations/add/auth, an administrator booking for a user', () => {
    it('books for that user, checking the car first and the user next', async () => {
      const admin = await twin.admin()
      const { id: car } = await twin.newCar(admin, { pricePerHour: 10 })
      const { token } = await twin.newCustomer()
      const me = (await twin.call('/user/auth/all', { token: admin })).body as Array<{
        id: number
        email: string
      }>
      const userId = me.at(-1)!.id
      const body = {
        pickUpTime: at(25, 10),
        dropOfTime: at(25, 13),
        pickUpLocation: 'A',
        dropOfLocation: 'B',
      }
      const add = (query: Record<string, string | number>) =>
        twin.call('/reservations/add/auth', { method: 'POST', token: admin, query, body })
      const done = await add({ userId, carId: car })
      expect([done.status, done.body]).toEqual([201, { 'Reservation added successfully!': true }])
      const theirs = (await twin.call('/reservations/auth/all', { token })).body
      expect(theirs).toMatchObject([
        { userId, status: 'CREATED', totalPrice: 30, car: { id: car } },
      ])
      // An unknown user is found out before the car's refusal is given.
      const unknown = await add({ userId: 987654, carId: car })
      expect([unknown.status, unknown.body.message]).toEqual([404, 'user with id 987654 not found'])
      expect((await add({ userId, carId: car })).body.message).toBe(TAKEN)
      expect(
        (
          await twin.call('/reservations/add/auth', {
            method: 'POST',
            token,
            query: { userId, carId: car },
            body,
          })
        ).status,
      ).toBe(403)
    })
  })
})
