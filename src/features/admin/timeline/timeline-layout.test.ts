import { describe, expect, it } from 'vitest'
import {
  addHours,
  barBox,
  hoursInto,
  overlaps,
  rowsInSight,
  shiftDay,
  windowOf,
} from './timeline-layout'

describe('the fleet timeline layout', () => {
  it('shows a day, a week or a month around a day', () => {
    expect(windowOf('day', '2031-05-20')).toEqual({
      start: '2031-05-20T00:00:00',
      end: '2031-05-21T00:00:00',
      hours: 24,
    })
    expect(windowOf('month', '2031-02-14')).toMatchObject({
      start: '2031-02-01T00:00:00',
      hours: 28 * 24,
    })
    expect(windowOf('week', '2031-05-20').hours).toBe(7 * 24)
    expect(shiftDay('month', '2031-01-31', 1)).toBe('2031-02-28')
  })

  it('places a bar by clock hours and clips it to the window', () => {
    const day = windowOf('day', '2031-05-20')
    expect(hoursInto(day, '2031-05-20T10:30:00')).toBe(10.5)
    expect(
      barBox(day, 'day', { pickUpTime: '2031-05-20T10:00:00', dropOfTime: '2031-05-20T13:00:00' }),
    ).toEqual({ left: 480, width: 144 })
    expect(
      barBox(day, 'day', { pickUpTime: '2031-05-19T10:00:00', dropOfTime: '2031-05-20T02:00:00' }),
    ).toEqual({ left: 0, width: 96 })
    expect(
      overlaps(day, { pickUpTime: '2031-05-21T00:00:00', dropOfTime: '2031-05-21T02:00:00' }),
    ).toBe(false)
  })

  it('draws only the rows in sight, with a few around them', () => {
    expect(rowsInSight(0, 440, 500)).toEqual({ first: 0, last: 14 })
    expect(rowsInSight(44 * 300, 440, 500)).toEqual({ first: 296, last: 314 })
    expect(rowsInSight(44 * 498, 440, 500)).toEqual({ first: 494, last: 500 })
  })

  it('moves a reading by whole clock hours across days', () => {
    expect(addHours('2031-05-20T22:00:00', 3)).toBe('2031-05-21T01:00:00')
    expect(addHours('2031-03-30T01:00:00', 1)).toBe('2031-03-30T02:00:00')
  })
})
