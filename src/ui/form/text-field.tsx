import type { ReactNode } from 'react'
import { InputText, type InputTextProps } from '../prime/inputtext'
import { FieldFrame } from './field-frame'
import { useFormField } from './use-form-field'

export interface BaseFieldProps {
  name: string
  label: ReactNode
  hint?: ReactNode
  required?: boolean
  id?: string
  className?: string
}

export type TextFieldProps = BaseFieldProps &
  Omit<InputTextProps, 'name' | 'id' | 'value' | 'onChange' | 'onBlur' | 'invalid'>

/** A formik-bound PrimeReact InputText (type text, email, tel, number-as-text...). */
export function TextField({
  name,
  label,
  hint,
  required,
  id,
  className,
  ...input
}: TextFieldProps) {
  const { field, a11y } = useFormField<string>(name, { id, hint: !!hint })
  return (
    <FieldFrame a11y={a11y} label={label} hint={hint} required={required} className={className}>
      <InputText
        {...input}
        id={a11y.id}
        name={field.name}
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
