import { InputTextarea, type InputTextareaProps } from '../prime/inputtextarea'
import { FieldFrame } from './field-frame'
import type { BaseFieldProps } from './text-field'
import { useFormField } from './use-form-field'

export type TextareaFieldProps = BaseFieldProps &
  Omit<InputTextareaProps, 'name' | 'id' | 'value' | 'onChange' | 'onBlur' | 'invalid'>

export function TextareaField({
  name,
  label,
  hint,
  required,
  id,
  className,
  rows = 5,
  ...input
}: TextareaFieldProps) {
  const { field, a11y } = useFormField<string>(name, { id, hint: !!hint })
  return (
    <FieldFrame a11y={a11y} label={label} hint={hint} required={required} className={className}>
      <InputTextarea
        {...input}
        id={a11y.id}
        name={field.name}
        rows={rows}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        invalid={a11y.invalid}
        aria-invalid={a11y.invalid}
        aria-describedby={a11y.describedBy}
        aria-required={required || undefined}
      />
    </FieldFrame>
  )
}
