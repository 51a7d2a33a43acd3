import { useState } from 'react'
import { useT } from '../../i18n/i18n'
import { InputText, type InputTextProps } from '../prime/inputtext'
import { FieldFrame } from './field-frame'
import type { BaseFieldProps } from './text-field'
import { useFormField } from './use-form-field'

export type PasswordFieldProps = BaseFieldProps &
  Omit<InputTextProps, 'name' | 'id' | 'value' | 'onChange' | 'onBlur' | 'invalid' | 'type'>

export function PasswordField({
  name,
  label,
  hint,
  required,
  id,
  className,
  disabled,
  ...input
}: PasswordFieldProps) {
  const t = useT()
  const { field, a11y } = useFormField<string>(name, { id, hint: !!hint })
  const [shown, setShown] = useState(false)
  return (
    <FieldFrame a11y={a11y} label={label} hint={hint} required={required} className={className}>
      <span className="form-field__password">
        <InputText
          {...input}
          id={a11y.id}
          type={shown ? 'text' : 'password'}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={disabled}
          invalid={a11y.invalid}
          aria-invalid={a11y.invalid}
          aria-describedby={a11y.describedBy}
          aria-required={required || undefined}
          className="form-field__password-input"
        />
        {/* A real button (PrimeReact's toggle is an SVG with role switch): named by what it
            does, its pressed state saying whether the password shows. */}
        <button
          type="button"
          className="form-field__password-toggle"
          aria-label={shown ? t('Hide password') : t('Show password')}
          aria-pressed={shown}
          aria-controls={a11y.id}
          disabled={disabled}
          onClick={() => setShown((now) => !now)}
        >
          <i className={shown ? 'pi pi-eye-slash' : 'pi pi-eye'} aria-hidden="true" />
        </button>
      </span>
    </FieldFrame>
  )
}
