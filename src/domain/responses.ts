import { AvailabilitySchema, ReservationSchema } from './reservation'
import { LoginResultSchema, UserListItemSchema, UserSchema } from './user'
import { UploadResultSchema, VehicleSchema } from './vehicle'
import * as z from './zod'

export const RESPONSES = {
  login: LoginResultSchema,
  user: UserSchema,
  users: z.array(UserListItemSchema),
  vehicle: VehicleSchema,
  vehicles: z.array(VehicleSchema),
  upload: UploadResultSchema,
  availability: AvailabilitySchema,
  reservation: ReservationSchema,
  reservations: z.array(ReservationSchema),
}

export type ResponseName = keyof typeof RESPONSES

export const SuccessSchema = z.object({ success: z.literal(true) })

export const ApiErrorBodySchema = z.object({
  timestamp: z.string(),
  status: z.number().int(),
  error: z.string(),
  message: z.string(),
  path: z.string(),
  errors: z.array(z.unknown()).optional(),
})
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>

/** Literal success messages of the production API's responses, keys and all. */
export const REGISTERED_KEY = 'User registered successfully!'
export const USER_ADDED_KEY = 'User added successfully!'
export const RESERVATION_ADDED_KEY = 'Reservation added successfully!'

/** The content type the /excel/download calls respond with: production labels its xlsx bytes with the old Excel type, not the OpenXML one. */
export const XLSX_TYPE = 'application/vnd.ms-excel'
