import type { StoredReservation } from '../db'
import { dayOf, daysBetween, moveTripsForward } from './fresh-dates'

const reservations = [
  {
    id: 1,
    pickUpTime: '2030-05-20T10:00:00',
    dropOfTime: '2030-05-22T09:30:00',
    status: 'CREATED',
  },
  { id: 2, pickUpTime: '2030-05-01T08:00:00', dropOfTime: '2030-05-02T08:00:00', status: 'DONE' },
] as unknown as StoredReservation[]

describe('a stored database opened later', () => {
  it('counts whole calendar days between two days', () => {
    expect(daysBetween('2030-05-20', '2030-05-28')).toBe(8)
    expect(daysBetween('2030-03-30', '2030-04-02')).toBe(3)
    expect(daysBetween('2030-05-20', '2030-05-20')).toBe(0)
    expect(daysBetween('nonsense', '2030-05-20')).toBe(0)
    expect(dayOf(new Date(2030, 4, 20, 23, 59))).toBe('2030-05-20')
  })

  it('moves every reservation forward by those days, hours and status kept', () => {
    const moved = moveTripsForward(reservations, 8)
    expect(moved).toEqual([
      {
        id: 1,
        pickUpTime: '2030-05-28T10:00:00',
        dropOfTime: '2030-05-30T09:30:00',
        status: 'CREATED',
      },
      {
        id: 2,
        pickUpTime: '2030-05-09T08:00:00',
        dropOfTime: '2030-05-10T08:00:00',
        status: 'DONE',
      },
    ])
    expect(reservations[0]?.pickUpTime).toBe('2030-05-20T10:00:00')
  })

  it('leaves a copy from today, or from the future, as it is', () => {
    expect(moveTripsForward(reservations, 0)).toBe(reservations)
    expect(moveTripsForward(reservations, -3)).toBe(reservations)
  })
})
