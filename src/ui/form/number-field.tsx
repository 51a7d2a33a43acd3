import { InputNumber, type InputNumberProps } from '../prime/inputnumber'
import { FieldFrame } from './field-frame'
import type { BaseFieldProps } from './text-field'
import { useFormField } from './use-form-field'

export type NumberFieldProps = BaseFieldProps &
  Omit<
    InputNumberProps,
    'name' | 'id' | 'inputId' | 'value' | 'onChange' | 'onBlur' | 'invalid'
  > & {
    unit?: { one: string; other: string }
  }

/** A formik-bound PrimeReact InputNumber holding a number, or null while empty. */
export function NumberField({
  name,
  label,
  hint,
  required,
  id,
  className,
  unit,
  ...input
}: NumberFieldProps) {
  const { field, helpers, a11y } = useFormField<number | null>(name, { id, hint: !!hint })
  const suffix = unit ? (field.value === 1 ? unit.one : unit.other) : input.suffix
  return (
    <FieldFrame a11y={a11y} label={label} hint={hint} required={required} className={className}>
      <InputNumber
        {...input}
        suffix={suffix}
        inputId={a11y.id}
        name={field.name}
        value={field.value ?? null}
        onValueChange={(event) => helpers.setValue(event.value ?? null)}
        onBlur={() => helpers.setTouched(true)}
        onKeyDownCapture={(event) => {
          const target = event.target
          const negativesAllowed = input.min === undefined || input.min === null || input.min < 0
          if (event.key !== '-' || !negativesAllowed || !(target instanceof HTMLInputElement))
            return
          const everything =
            target.selectionStart === 0 && target.selectionEnd === target.value.length
          if (target.value !== '' && !everything) return
          event.preventDefault()
          event.stopPropagation()
          target.value = '-'
          target.setSelectionRange(1, 1)
        }}
        invalid={a11y.invalid}
        aria-invalid={a11y.invalid}
        aria-describedby={a11y.describedBy}
        aria-required={required || undefined}
        className="form-field__number"
      />
    </FieldFrame>
  )
}
