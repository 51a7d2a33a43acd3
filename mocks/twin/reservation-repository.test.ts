import { at, received, TAKEN, twinOverHttp } from './twin'

const twin = twinOverHttp()

describe('repository/ReservationRepository.java', () => {
  describe('checkStatus: a car is taken when an active trip holds either requested end, ends included', () => {
    it('refuses a booking that starts as another ends, or ends as another starts', async () => {
      const [admin, customer] = [await twin.admin(), await twin.customer()]
      const { id: car } = await twin.newCar(admin)
      await twin.booked(customer, car, at(20, 10), at(20, 14))
      expect(await twin.isAvailable(customer, car, at(20, 14), at(20, 18))).toBe(false)
      expect(await twin.isAvailable(customer, car, at(20, 6), at(20, 10))).toBe(false)
      const after = await twin.book(customer, car, at(20, 14), at(20, 18))
      expect([after.status, after.body.message]).toEqual([400, TAKEN])
      expect((await twin.book(customer, car, at(20, 6), at(20, 10))).status).toBe(400)
      // A minute clear of it either side is free.
      expect(await twin.isAvailable(customer, car, at(20, 14, 1), at(20, 18))).toBe(true)
      expect((await twin.book(customer, car, at(20, 14, 1), at(20, 18))).status).toBe(201)
    })

    it('accepts a booking that encloses another whole (production defect), and answers so first', async () => {
      const [admin, customer] = [await twin.admin(), await twin.customer()]
      const { id: car } = await twin.newCar(admin)
      const inner = await twin.booked(customer, car, at(21, 10), at(21, 12))
      expect(await twin.isAvailable(customer, car, at(21, 8), at(21, 16))).toBe(true)
      const outer = await twin.booked(customer, car, at(21, 8), at(21, 16))
      const all = (await twin.call('/reservations/admin/all', { token: admin })).body as Array<{
        id: number
        car: { id: number }
        status: string
      }>
      const onCar = all.filter((r) => r.car.id === car && r.status === 'CREATED').map((r) => r.id)
      expect(onCar.sort()).toEqual([inner, outer].sort())
      // Either end inside an existing trip is still refused.
      expect(await twin.isAvailable(customer, car, at(21, 11), at(21, 20))).toBe(false)
      expect(await twin.isAvailable(customer, car, at(21, 5), at(21, 11))).toBe(false)
    })

    it('lets DONE and CANCELED trips hold nothing', async () => {
      const [admin, customer] = [await twin.admin(), await twin.customer()]
      const { id: car } = await twin.newCar(admin)
      const id = await twin.booked(customer, car, at(22, 10), at(22, 14))
      for (const status of ['DONE', 'CANCELED']) {
        expect((await twin.update(admin, id, car, at(22, 10), at(22, 14), status)).status).toBe(200)
        expect(await twin.isAvailable(customer, car, at(22, 11), at(22, 12))).toBe(true)
      }
      expect((await twin.update(admin, id, car, at(22, 10), at(22, 14), 'CREATED')).status).toBe(
        200,
      )
      expect(await twin.isAvailable(customer, car, at(22, 11), at(22, 12))).toBe(false)
    })

    it('takes a reversed range as it comes: each end checked on its own, the price negative', async () => {
      const [admin, customer] = [await twin.admin(), await twin.customer()]
      const { id: car } = await twin.newCar(admin, { pricePerHour: 10 })
      const answer = await twin.call('/reservations/auth', {
        token: customer,
        query: { carId: car, pickUpDateTime: at(23, 14), dropOffDateTime: at(23, 10) },
      })
      expect(answer.body).toEqual({ isAvailable: true, totalPrice: -40 })
      expect((await twin.book(customer, car, at(23, 14), at(23, 10))).status).toBe(201)
      const mine = (await twin.call('/reservations/auth/all', { token: customer })).body as Array<{
        pickUpTime: string
        totalPrice: number
      }>
      expect(mine.find((r) => r.pickUpTime === received(23, 14))?.totalPrice).toBe(-40)
    })
  })

  describe('findUserReservationsById: GET /reservations/admin/auth/all?id=&userId=', () => {
    it('lists the reservation `id` when it is the user’s, else nothing; both are required', async () => {
      const [admin, customer] = [await twin.admin(), await twin.customer()]
      const { id: car } = await twin.newCar(admin)
      const id = await twin.booked(customer, car, at(24, 10), at(24, 12))
      const mine = (await twin.call(`/reservations/${id}/auth`, { token: customer })).body
      const list = (userId: number, reservationId = id) =>
        twin.call('/reservations/admin/auth/all', {
          token: admin,
          query: { id: reservationId, userId },
        })
      expect((await list(mine.userId)).body).toEqual([mine])
      expect((await list(1)).body).toEqual([])
      const withoutId = await twin.call('/reservations/admin/auth/all', {
        token: admin,
        query: { userId: mine.userId },
      })
      expect([withoutId.status, withoutId.body.message]).toEqual([
        400,
        "Required request parameter 'id' for method parameter type Long is not present",
      ])
      expect(
        (
          await twin.call('/reservations/admin/auth/all', {
            token: customer,
            query: { id, userId: 2 },
          })
        ).status,
      ).toBe(403)
    })
  })
})
