import { useField, useFormikContext } from 'formik'
import { useId } from 'react'
import { serverMessages } from './save-form'
import { errorMessages } from './zod-formik'

export interface FieldA11y {
  id: string
  errorId: string
  hintId: string
  messages: string[]
  invalid: boolean
  describedBy: string | undefined
}

export function useFormField<V>(name: string, options: { id?: string; hint?: boolean } = {}) {
  const [field, meta, helpers] = useField<V>(name)
  const generated = useId()
  const id = options.id ?? `${name.replace(/[^\w-]/g, '-')}-${generated.replace(/:/g, '')}`
  const { status } = useFormikContext()
  const own = meta.touched ? errorMessages(meta.error) : []
  const server = serverMessages(status, name, field.value).filter((m) => !own.includes(m))
  const messages = [...own, ...server]
  const invalid = messages.length > 0
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy =
    [options.hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined
  const a11y: FieldA11y = { id, errorId, hintId, messages, invalid, describedBy }
  return { field, meta, helpers, a11y }
}
