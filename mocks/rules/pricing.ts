import type { Dayjs } from 'dayjs'
import { wholeHoursBetween } from '../../src/domain/dates'

/** totalPrice = pricePerHour x whole hours (truncated), rounded to cents against float noise. */
export function totalPrice(pricePerHour: number, pickUp: Dayjs, dropOff: Dayjs): number {
  return Math.round(pricePerHour * wholeHoursBetween(pickUp, dropOff) * 100) / 100
}
