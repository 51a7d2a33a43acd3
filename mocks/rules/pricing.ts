import { type DateInput, wholeHoursBetween } from '../../src/domain/dates'

/** Production's price: price per hour times the whole clock hours between the two readings, never rounded. */
export function totalPrice(pricePerHour: number, pickUp: DateInput, dropOff: DateInput): number {
  return pricePerHour * wholeHoursBetween(pickUp, dropOff)
}
