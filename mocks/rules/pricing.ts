import type { Dayjs } from 'dayjs'
import { wholeHoursBetween } from '../../src/domain/dates'

/**
 * docs/api.md: totalPrice = pricePerHour x whole hours (truncated), the very product production
 * computes (0.125 an hour for 3 hours is 0.375): no rounding.
 */
export function totalPrice(pricePerHour: number, pickUp: Dayjs, dropOff: Dayjs): number {
  return pricePerHour * wholeHoursBetween(pickUp, dropOff)
}
