import { getIn } from 'formik'
import { notifyError } from '../notify'

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

/**
 * Shows a failed save: the server's field messages beside their fields (`aliases` maps a
 * request field to the form's, e.g. `dropOfTime` to `dropOffDate`) with one short
 * notification, or the error's message alone when it has none. Messages for a field the form
 * does not have go into the notification.
 */
export function showSaveFailure<Values>(
  error: unknown,
  fieldErrors: Record<string, string[]> | undefined,
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
