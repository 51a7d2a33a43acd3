import { msg } from '../i18n/msg'
import { type FieldErrors, fieldErrorsIn } from './field-errors'

// Apart from field-errors.ts, which the API client (first download) reads: only the forms ask a failed call for its fields.

/** Beside the e-mail field when the server answers that the e-mail is taken: production says so in a sentence of its own (409 `Error: Email is already in use!`), naming no field. */
export const EMAIL_TAKEN_MESSAGE = msg('An account with this e-mail already exists')

/** The field errors of a failed call, read by its shape since the domain does not know the API client's error: a 400's validation errors, and the e-mail of a 409 that says the e-mail is in use. */
export function fieldErrorsOf(error: unknown): FieldErrors | undefined {
  if (!(error instanceof Error) || !('status' in error)) return undefined
  if (error.status === 409 && /\bemail\b.*\bin use\b/i.test(error.message)) {
    return { email: [EMAIL_TAKEN_MESSAGE] }
  }
  if (error.status !== 400) return undefined
  return fieldErrorsIn((error as Error & { body?: unknown }).body)
}
