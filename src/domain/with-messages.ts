import * as z from './zod'

/** What a form says for each kind of failure of one field (the words of docs/product.md on top). */
export interface FieldMessages {
  required?: string
  tooShort?: string
  tooLong?: string
  format?: string
  invalid?: string
}

function messageFor(issue: z.core.$ZodIssue, messages: FieldMessages): string {
  switch (issue.code) {
    case 'invalid_type':
      // zod reports a number that is not whole (2.5 for an int) as a wrong type: it is there, only not a whole number, which "required" would not explain.
      if (issue.expected === 'int') return messages.invalid ?? issue.message
      return messages.required ?? issue.message
    case 'too_small': {
      const empty = Number(issue.minimum) <= 1 && issue.origin === 'string'
      return (empty ? messages.required : (messages.tooShort ?? messages.invalid)) ?? issue.message
    }
    case 'too_big':
      return messages.tooLong ?? issue.message
    case 'invalid_format':
      return messages.format ?? messages.invalid ?? issue.message
    default:
      return messages.invalid ?? issue.message
  }
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** The same rules as `schema`, told in other words: every failure keeps its place and its kind, only its message changes. */
export function withMessages<S extends z.ZodType>(
  schema: S,
  messages: FieldMessages,
): z.ZodType<z.output<S>, z.input<S>> {
  return z.unknown().transform((value, ctx) => {
    const result = schema.safeParse(value)
    if (result.success) return result.data
    // An empty field only needs filling in: say that alone, not every rule it also breaks.
    if (messages.required && isBlank(value)) {
      ctx.addIssue({ code: 'custom', message: messages.required })
      return z.NEVER
    }
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: messageFor(issue, messages) })
    }
    return z.NEVER
  }) as unknown as z.ZodType<z.output<S>, z.input<S>>
}

type Shape<S> = S extends z.ZodObject<infer T> ? T : never

/** A form's schema from the payload schema it sends: each named field keeps the payload's rules with the form's messages (fields without messages keep the payload's own). */
export function formFieldsOf<S extends z.ZodObject, K extends keyof Shape<S> & string>(
  payload: S,
  messages: Record<K, FieldMessages>,
): z.ZodObject<{ [F in K]: z.ZodType<z.output<Shape<S>[F]>, z.input<Shape<S>[F]>> }> {
  const shape: Record<string, z.ZodType> = {}
  for (const name of Object.keys(messages) as K[]) {
    const field = payload.shape[name] as z.ZodType | undefined
    if (!field) throw new Error(`${name} is not a field of the payload`)
    shape[name] = withMessages(field, messages[name])
  }
  return z.object(shape) as never
}
