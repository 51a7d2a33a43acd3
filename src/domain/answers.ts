import * as z from 'zod'
import { AvailabilitySchema, ReservationSchema } from './reservation'
import { LoginResultSchema, UserListItemSchema, UserSchema } from './user'
import { UploadResultSchema, VehicleSchema } from './vehicle'

/**
 * The shape of every JSON answer the app reads, by name. Loaded on demand (api/answers.ts):
 * the checks are a development aid and no live page waits for or downloads them.
 */
export const ANSWERS = {
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

export type AnswerName = keyof typeof ANSWERS
