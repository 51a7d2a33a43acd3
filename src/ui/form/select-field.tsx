import { useT } from '../../i18n/i18n'
import { Dropdown, type DropdownProps } from '../prime/dropdown'
import { FieldFrame } from './field-frame'
import type { BaseFieldProps } from './text-field'
import { useFormField } from './use-form-field'

export interface SelectOption<V extends string | number> {
  label: string
  value: V
}

export type SelectFieldProps<V extends string | number> = BaseFieldProps &
  Omit<
    DropdownProps,
    'name' | 'id' | 'inputId' | 'value' | 'onChange' | 'onBlur' | 'invalid' | 'options'
  > & {
    options: ReadonlyArray<SelectOption<V>>
  }

/** A formik-bound PrimeReact Dropdown over label/value options (value null until chosen). */
export function SelectField<V extends string | number>({
  name,
  label,
  hint,
  required,
  id,
  className,
  options,
  ...dropdown
}: SelectFieldProps<V>) {
  const t = useT()
  const { field, helpers, a11y } = useFormField<V | null>(name, { id, hint: !!hint })
  // Option lists are often made once, at module level: their labels show in the language in use here.
  const shownOptions = options.map((option) => ({ ...option, label: t(option.label) }))
  return (
    <FieldFrame a11y={a11y} label={label} hint={hint} required={required} className={className}>
      <Dropdown
        {...dropdown}
        inputId={a11y.id}
        name={field.name}
        options={shownOptions}
        optionLabel="label"
        optionValue="value"
        value={field.value ?? null}
        onChange={(event) => helpers.setValue((event.value as V | undefined) ?? null)}
        onBlur={() => helpers.setTouched(true)}
        invalid={a11y.invalid}
        aria-invalid={a11y.invalid}
        aria-describedby={a11y.describedBy}
        aria-required={required || undefined}
        className="form-field__select"
      />
    </FieldFrame>
  )
}
