import { FuelTypeSchema, TransmissionSchema } from './enum-schemas'
import * as z from './zod'

const count = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} can not be negative`)

/** CarDTO as the API returns it, holding whatever production allows (docs/api.md). */
export const VehicleSchema = z.object({
  id: z.number().int(),
  model: z.string(),
  doors: z.number().int(),
  seats: z.number().int(),
  luggage: z.number(),
  transmission: z.string(),
  airConditioning: z.boolean(),
  age: z.number().int(),
  pricePerHour: z.number(),
  fuelType: z.string(),
  image: z.array(z.string()),
  builtIn: z.boolean().nullable(),
})
export type Vehicle = z.infer<typeof VehicleSchema>

/** Body of the create and update calls: CarDTO fields without id, image and builtIn. */
export const VehicleInputSchema = z.object({
  model: z
    .string()
    .trim()
    .min(1, 'model is required')
    .max(30, 'model must be at most 30 characters'),
  doors: count('doors').max(10, 'doors must be at most 10'),
  seats: count('seats').min(1, 'seats must be at least 1').max(60, 'seats must be at most 60'),
  luggage: z
    .number({ error: 'luggage must be a number' })
    .min(0, 'luggage can not be negative')
    .max(5000, 'luggage must be at most 5000'),
  transmission: TransmissionSchema,
  airConditioning: z.boolean({ error: 'airConditioning must be true or false' }),
  age: count('age').max(100, 'age must be at most 100'),
  pricePerHour: z
    .number({ error: 'pricePerHour must be a number' })
    .positive('pricePerHour must be greater than 0')
    .max(100000, 'pricePerHour must be at most 100000'),
  fuelType: FuelTypeSchema,
})
export type VehicleInput = z.infer<typeof VehicleInputSchema>

export const UploadResultSchema = z.object({ imageId: z.string() })
export type UploadResult = z.infer<typeof UploadResultSchema>

/** Upload limit of the production backend. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024
