import { type DateInput, wholeHoursBetween } from '../../src/domain/dates'

/**
 * Production's price (ReservationService.totalPrice, Reservation.getTotalHours): price per
 * hour times the whole clock hours between the two wall-clock readings (ChronoUnit.HOURS on
 * LocalDateTimes), truncated and never rounded; a night the clocks change counts the hours
 * its clock face shows, in any zone the twin runs in.
 */
export function totalPrice(pricePerHour: number, pickUp: DateInput, dropOff: DateInput): number {
  return pricePerHour * wholeHoursBetween(pickUp, dropOff)
}
