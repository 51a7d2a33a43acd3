import { type FormikHelpers, getIn } from 'formik'
import { type FieldErrors, fieldErrorsOf } from '../../domain/field-errors'
import { notifyError, notifySuccess } from '../notify'

/** The server's messages for one field, and the value they were about. */
interface ServerFieldErrors {
  messages: string[]
  value: unknown
}

/** Formik's `status` while a save's field messages show: kept apart from `errors`, which
 * every validation run replaces. */
export interface ServerErrorsStatus {
  serverErrors: Record<string, ServerFieldErrors>
}

/**
 * The server's messages for field `name`, for as long as it holds the value they were about:
 * once the person changes it, the form's own rules speak again.
 */
export function serverMessages(status: unknown, name: string, value: unknown): string[] {
  const all = (status as Partial<ServerErrorsStatus> | undefined)?.serverErrors
  const entry = all?.[name]
  return entry && entry.value === value ? entry.messages : []
}

export interface SaveFormOptions<Values> {
  /** The notification once saved. */
  success?: string
  /** What follows a save (clear the form, leave the page); a failure here shows as the save's. */
  onSaved?: (values: Values, helpers: FormikHelpers<Values>) => unknown
  /** After a failure has been shown. */
  onFailed?: (error: unknown) => void
  /** A request field's name in the form, where they differ (`dropOfTime` is `dropOffDate`). */
  aliases?: Record<string, string>
  /** The field messages a failure carries: the server's validation errors unless said otherwise. */
  fieldErrors?: (error: unknown) => FieldErrors | undefined
}

/**
 * Every form's submit: runs `save`, then says `success`; a failure puts the server's field
 * messages beside their fields with one short notification, or notifies the error's message
 * when it has none. Messages for a field the form does not have go into the notification.
 */
export function saveForm<Values>(
  save: (values: Values) => Promise<unknown>,
  options: SaveFormOptions<Values> = {},
) {
  const { success, onSaved, onFailed, aliases = {}, fieldErrors = fieldErrorsOf } = options
  return async (values: Values, helpers: FormikHelpers<Values>): Promise<void> => {
    try {
      await save(values)
      if (success) notifySuccess(success)
      await onSaved?.(values, helpers)
    } catch (error) {
      showSaveFailure(error, fieldErrors(error), { setStatus: helpers.setStatus, values }, aliases)
      onFailed?.(error)
    }
  }
}

/** A failed save shown: see saveForm. */
export function showSaveFailure<Values>(
  error: unknown,
  fieldErrors: FieldErrors | undefined,
  form: { setStatus: (status: ServerErrorsStatus) => void; values: Values },
  aliases: Record<string, string> = {},
): void {
  const serverErrors: Record<string, ServerFieldErrors> = {}
  const elsewhere: string[] = []
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    const name = aliases[field] ?? field
    const value = getIn(form.values, name)
    if (value === undefined) elsewhere.push(...messages)
    else
      serverErrors[name] = {
        messages: [...(serverErrors[name]?.messages ?? []), ...messages],
        value,
      }
  }
  form.setStatus({ serverErrors })
  notifyError(elsewhere.length > 0 ? new Error(elsewhere.join(' ')) : error)
}
