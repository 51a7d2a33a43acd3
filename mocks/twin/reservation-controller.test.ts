import { at, CONVERTED_TO_NULL, twinOverHttp } from './twin'

const twin = twinOverHttp()

describe('controller/ReservationController.java', () => {
  describe('@RequestParam Car carId: an id that names no car converts to null, a 400', () => {
    it('on a booking, before the body is read', async () => {
      const customer = await twin.customer()
      const unknown = await twin.book(customer, 987654, at(20, 10), at(20, 12))
      expect([unknown.status, unknown.body.message]).toEqual([400, CONVERTED_TO_NULL])
      const empty = await twin.call('/reservations/add', {
        method: 'POST',
        token: customer,
        query: { carId: 987654 },
        body: {},
      })
      expect(empty.body.message).toBe(CONVERTED_TO_NULL)
      const missing = await twin.call('/reservations/add', {
        method: 'POST',
        token: customer,
        body: {},
      })
      expect(missing.body.message).toBe(
        "Required request parameter 'carId' for method parameter type Car is not present",
      )
    })

    it('on an administrator’s update and booking for a user', async () => {
      const [admin, customer] = [await twin.admin(), await twin.customer()]
      const { id: car } = await twin.newCar(admin)
      const id = await twin.booked(customer, car, at(21, 10), at(21, 12))
      const update = await twin.update(admin, id, 987654, at(21, 10), at(21, 12))
      expect([update.status, update.body.message]).toEqual([400, CONVERTED_TO_NULL])
      const forUser = await twin.call('/reservations/add/auth', {
        method: 'POST',
        token: admin,
        query: { userId: 2, carId: 987654 },
        body: {
          pickUpTime: at(21, 14),
          dropOfTime: at(21, 16),
          pickUpLocation: 'A',
          dropOfLocation: 'B',
        },
      })
      expect([forUser.status, forUser.body.message]).toEqual([400, CONVERTED_TO_NULL])
    })
  })

  describe('checkCarAvailability: the dates read strictly as MM/dd/yyyy HH:mm:ss', () => {
    it('refuses a day that does not exist in the query, where a body takes the month’s last day', async () => {
      const [admin, customer] = [await twin.admin(), await twin.customer()]
      const { id: car } = await twin.newCar(admin, { pricePerHour: 10 })
      const query = await twin.call('/reservations/auth', {
        token: customer,
        query: {
          carId: car,
          pickUpDateTime: '02/30/2031 10:00:00',
          dropOffDateTime: '03/01/2031 10:00:00',
        },
      })
      expect(query.status).toBe(400)
      expect(query.body.message).toContain('java.time.LocalDateTime')
      // Jackson reads a body's date with java.time's smart resolver: February 30th is the 28th.
      const id = await twin.booked(customer, car, '02/30/2031 10:00:00', '03/01/2031 10:00:00')
      const trip = (await twin.call(`/reservations/${id}/auth`, { token: customer })).body
      expect(trip).toMatchObject({ pickUpTime: '2031-02-28T10:00:00', totalPrice: 240 })
    })
  })
})
