import dayjs from 'dayjs'
import { totalPrice } from './pricing'

describe('totalPrice', () => {
  const from = dayjs('2030-05-20T10:00:00')

  it('is price per hour times whole hours, exactly', () => {
    expect(totalPrice(0.125, from, from.add(3, 'hour'))).toBe(0.375)
    expect(totalPrice(95, from, from.add(26, 'hour'))).toBe(2470)
  })

  it('counts whole hours only, truncated', () => {
    expect(totalPrice(10, from, from.add(3, 'hour').add(59, 'minute'))).toBe(30)
    expect(totalPrice(10, from, from.add(59, 'minute'))).toBe(0)
  })
})
