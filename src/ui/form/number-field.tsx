import { InputNumber, type InputNumberProps } from '../prime/inputnumber'
import { FieldFrame } from './field-frame'
import type { BaseFieldProps } from './text-field'
import { useFormField } from './use-form-field'

export type NumberFieldProps = BaseFieldProps &
  Omit<InputNumberProps, 'name' | 'id' | 'inputId' | 'value' | 'onChange' | 'onBlur' | 'invalid'>

/** A formik-bound PrimeReact InputNumber holding a number, or null while empty. */
export function NumberField({
  name,
  label,
  hint,
  required,
  id,
  className,
  ...input
}: NumberFieldProps) {
  const { field, helpers, a11y } = useFormField<number | null>(name, { id, hint: !!hint })
  return (
    <FieldFrame a11y={a11y} label={label} hint={hint} required={required} className={className}>
      <InputNumber
        {...input}
        inputId={a11y.id}
        name={field.name}
        value={field.value ?? null}
        // onValueChange fires on every keystroke; onChange only with a parsed value.
        onValueChange={(event) => helpers.setValue(event.value ?? null)}
        onBlur={() => helpers.setTouched(true)}
        invalid={a11y.invalid}
        aria-invalid={a11y.invalid}
        aria-describedby={a11y.describedBy}
        aria-required={required || undefined}
        className="form-field__number"
      />
    </FieldFrame>
  )
}
