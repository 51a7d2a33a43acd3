import { msg } from '../i18n/msg'
/** Each field's messages from a failed call, by the field's name in the request body. */
export type FieldErrors = Record<string, string[]>

/** What a notification says when the messages are shown beside the fields instead. */
export const FIELD_ERRORS_MESSAGE = msg(
  'Some fields need correcting: see the messages beside them.',
)

/** The field errors of Spring's validation body (`errors` of `field` and `defaultMessage`), or undefined; its `message` ("Validation failed for object='user'...") is for developers. */
export function fieldErrorsIn(body: unknown): FieldErrors | undefined {
  if (!body || typeof body !== 'object' || !('errors' in body)) return undefined
  const { errors } = body as { errors: unknown }
  if (!Array.isArray(errors)) return undefined
  const found: FieldErrors = {}
  for (const item of errors) {
    if (!item || typeof item !== 'object') continue
    const { field, defaultMessage } = item as { field?: unknown; defaultMessage?: unknown }
    if (typeof field !== 'string' || !field || typeof defaultMessage !== 'string') continue
    found[field] = [...(found[field] ?? []), defaultMessage]
  }
  return Object.keys(found).length > 0 ? found : undefined
}

/** Beside the e-mail field when the server answers that the e-mail is taken: production says so in a sentence of its own (409 `Error: Email is already in use!`), naming no field. */
export const EMAIL_TAKEN_MESSAGE = msg('An account with this e-mail already exists')

/** The field errors of a failed call, read by shape so the client can use this module: a 400's validation errors, and the e-mail of a 409 that says the e-mail is in use. */
export function fieldErrorsOf(error: unknown): FieldErrors | undefined {
  if (!(error instanceof Error) || !('status' in error)) return undefined
  if (error.status === 409 && /\bemail\b.*\bin use\b/i.test(error.message)) {
    return { email: [EMAIL_TAKEN_MESSAGE] }
  }
  if (error.status !== 400) return undefined
  return fieldErrorsIn((error as Error & { body?: unknown }).body)
}
