import { Checkbox, type CheckboxProps } from '../prime/checkbox'
import { FieldFrame } from './field-frame'
import type { BaseFieldProps } from './text-field'
import { useFormField } from './use-form-field'

export type CheckboxFieldProps = BaseFieldProps &
  Omit<
    CheckboxProps,
    'name' | 'id' | 'inputId' | 'checked' | 'value' | 'onChange' | 'onBlur' | 'invalid'
  >

/** A formik-bound PrimeReact Checkbox for a boolean value, label after the box. */
export function CheckboxField({
  name,
  label,
  hint,
  required,
  id,
  className,
  ...input
}: CheckboxFieldProps) {
  const { field, helpers, a11y } = useFormField<boolean>(name, { id, hint: !!hint })
  return (
    <FieldFrame
      a11y={a11y}
      label={label}
      hint={hint}
      required={required}
      className={className}
      inline
    >
      <Checkbox
        {...input}
        inputId={a11y.id}
        name={field.name}
        checked={!!field.value}
        onChange={(event) => helpers.setValue(!!event.checked)}
        onBlur={() => helpers.setTouched(true)}
        invalid={a11y.invalid}
        // The Checkbox would put aria-* props on its wrapper; they belong on its input.
        pt={{
          input: {
            'aria-invalid': a11y.invalid,
            'aria-describedby': a11y.describedBy,
            'aria-required': required || undefined,
          },
        }}
      />
    </FieldFrame>
  )
}
