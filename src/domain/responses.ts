import * as z from 'zod'

/** `{"success": true}`: the answer of most updates and deletes. */
export const SuccessSchema = z.object({ success: z.literal(true) })

/** Spring's default error body, as every failure of the API carries it. */
export const ApiErrorBodySchema = z.object({
  timestamp: z.string(),
  status: z.number().int(),
  error: z.string(),
  message: z.string(),
  path: z.string(),
  errors: z.array(z.unknown()).optional(),
})
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>

/** Literal success messages the production API answers with, keys and all. */
export const REGISTERED_KEY = 'User registered successfully!'
export const USER_ADDED_KEY = 'User added successfully!'
export const RESERVATION_ADDED_KEY = 'Reservation added successfully!'

/**
 * The content type the /excel/download calls answer with: production labels its xlsx bytes
 * with the old Excel type, not the OpenXML one.
 */
export const XLSX_TYPE = 'application/vnd.ms-excel'
