import type { ReactNode } from 'react'
import { useT } from '../../i18n/i18n'
import { Checkbox } from '../prime/checkbox'
import { RequiredMarker, shown } from './field-frame'
import { useFormField } from './use-form-field'
import './form.css'

export interface CheckboxOption {
  label: ReactNode
  value: string
}

export interface CheckboxGroupFieldProps {
  name: string
  label: ReactNode
  options: ReadonlyArray<CheckboxOption>
  hint?: ReactNode
  required?: boolean
  id?: string
  className?: string
  disabled?: boolean
}

export function CheckboxGroupField({
  name,
  label,
  options,
  hint,
  required,
  id,
  className,
  disabled,
}: CheckboxGroupFieldProps) {
  const t = useT()
  const { field, helpers, a11y } = useFormField<string[]>(name, { id, hint: !!hint })
  const selected = field.value ?? []
  const toggle = (value: string, checked: boolean) =>
    helpers.setValue(checked ? [...selected, value] : selected.filter((v) => v !== value))
  return (
    <fieldset
      className={['form-field', 'form-field--group', className ?? ''].filter(Boolean).join(' ')}
      aria-describedby={a11y.describedBy}
      aria-invalid={a11y.invalid}
    >
      <legend className="form-field__label">
        {shown(t, label)}
        {required ? <RequiredMarker /> : null}
      </legend>
      <div className="form-field__group-options">
        {options.map((option) => {
          const optionId = `${a11y.id}-${option.value.replace(/[^\w-]/g, '-')}`
          return (
            <div key={option.value} className="form-field__inline-row">
              <Checkbox
                inputId={optionId}
                name={field.name}
                value={option.value}
                checked={selected.includes(option.value)}
                onChange={(event) => toggle(option.value, !!event.checked)}
                onBlur={() => helpers.setTouched(true)}
                invalid={a11y.invalid}
                disabled={disabled}
              />
              <label htmlFor={optionId}>{shown(t, option.label)}</label>
            </div>
          )
        })}
      </div>
      {hint ? (
        <small id={a11y.hintId} className="form-field__hint">
          {shown(t, hint)}
        </small>
      ) : null}
      {a11y.invalid ? (
        <ul id={a11y.errorId} className="form-field__errors">
          {a11y.messages.map((message) => (
            <li key={message}>{t(message)}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  )
}
