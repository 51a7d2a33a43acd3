import type { FormikErrors } from 'formik'
import { setIn } from 'formik'
import type * as z from 'zod'

/** Formik `validate` from a zod schema that keeps every message of a field, as the password rules must each show (decision 0003). */
export function zodFormikValidate<Values>(schema: z.ZodType) {
  return (values: Values): FormikErrors<Values> => {
    const result = schema.safeParse(values)
    if (result.success) return {}
    const byPath = new Map<string, string[]>()
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.')
      const messages = byPath.get(path) ?? []
      if (!messages.includes(issue.message)) messages.push(issue.message)
      byPath.set(path, messages)
    }
    let errors: FormikErrors<Values> = {}
    for (const [path, messages] of byPath) errors = setIn(errors, path, messages)
    return errors
  }
}

/** A field's error as Formik stores it (one string, or a list from zodFormikValidate) as a list. */
export function errorMessages(error: unknown): string[] {
  if (typeof error === 'string') return error ? [error] : []
  if (Array.isArray(error)) return error.filter((m): m is string => typeof m === 'string' && !!m)
  return []
}
