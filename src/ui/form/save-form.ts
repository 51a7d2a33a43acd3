import { type FormikHelpers, getIn } from 'formik'
import type { FieldErrors } from '../../domain/field-errors'
import { fieldErrorsOf } from '../../domain/field-errors-of'
import { t } from '../../i18n/i18n'
import { notifyError, notifySuccess } from '../notify'

interface ServerFieldErrors {
  messages: string[]
  value: unknown
}

/** Formik's `status` while a save's field messages show: kept apart from `errors`, which every validation run replaces. */
export interface ServerErrorsStatus {
  serverErrors: Record<string, ServerFieldErrors>
}

/** The server's messages for field `name`, for as long as it holds the value they were about: once the person changes it, the form's own rules speak again. */
export function serverMessages(status: unknown, name: string, value: unknown): string[] {
  const all = (status as Partial<ServerErrorsStatus> | undefined)?.serverErrors
  const entry = all?.[name]
  return entry && entry.value === value ? entry.messages : []
}

export interface SaveFormOptions<Values> {
  success?: string
  onSaved?: (values: Values, helpers: FormikHelpers<Values>) => unknown
  onFailed?: (error: unknown) => void
  aliases?: Record<string, string>
  /** The field messages a failure carries: the server's validation errors unless said otherwise. */
  fieldErrors?: (error: unknown) => FieldErrors | undefined
}

/** Every form's submit, so success and failure read the same everywhere (decision 0010). */
export function saveForm<Values>(
  save: (values: Values) => Promise<unknown>,
  options: SaveFormOptions<Values> = {},
) {
  const { success, onSaved, onFailed, aliases = {}, fieldErrors = fieldErrorsOf } = options
  return async (values: Values, helpers: FormikHelpers<Values>): Promise<void> => {
    try {
      await save(values)
      // A message (msg-marked where the form defines it), shown in the language in use.
      if (success) notifySuccess(t(success))
      await onSaved?.(values, helpers)
    } catch (error) {
      showSaveFailure(error, fieldErrors(error), { setStatus: helpers.setStatus, values }, aliases)
      onFailed?.(error)
    }
  }
}

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
  // Each in the language in use (the app's own, such as the e-mail taken, translate; the server's show as they came).
  notifyError(elsewhere.length > 0 ? new Error(elsewhere.map((m) => t(m)).join(' ')) : error)
}
