import { SENT_PATTERN } from './dates'
import { ReservationStatusSchema } from './enum-schemas'
import { VehicleSchema } from './vehicle'
import * as z from './zod'

export const ReservationSchema = z.object({
  id: z.number().int(),
  car: VehicleSchema,
  userId: z.number().int(),
  pickUpTime: z.string(),
  dropOfTime: z.string(),
  pickUpLocation: z.string(),
  dropOfLocation: z.string(),
  status: ReservationStatusSchema,
  totalPrice: z.number(),
})
export type Reservation = z.infer<typeof ReservationSchema>

const sentDate = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .regex(SENT_PATTERN, `${field} must be formatted MM/DD/YYYY HH:mm:ss`)

const location = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(50, `${field} must be at most 50 characters`)

/** Body of POST /reservations/add?carId=… ('dropOf' is the API's spelling). */
export const BookingInputSchema = z.object({
  pickUpTime: sentDate('pickUpTime'),
  dropOfTime: sentDate('dropOfTime'),
  pickUpLocation: location('pickUpLocation'),
  dropOfLocation: location('dropOfLocation'),
})
export type BookingInput = z.infer<typeof BookingInputSchema>

export const ReservationUpdateInputSchema = BookingInputSchema.extend({
  status: ReservationStatusSchema,
})
export type ReservationUpdateInput = z.infer<typeof ReservationUpdateInputSchema>

export const AvailabilitySchema = z.object({
  isAvailable: z.boolean(),
  totalPrice: z.number(),
})
export type Availability = z.infer<typeof AvailabilitySchema>

/** The booking forms' field for each dated request field: a server message about `pickUpTime` (date and time in one) shows beside the form's pick-up date. */
export const RESERVATION_FIELDS: Record<string, string> = {
  pickUpTime: 'pickUpDate',
  dropOfTime: 'dropOffDate',
}
