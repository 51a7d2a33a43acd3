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
