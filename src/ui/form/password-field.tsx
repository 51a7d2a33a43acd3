import { Password, type PasswordProps } from '../prime/password'
import { FieldFrame } from './field-frame'
import type { BaseFieldProps } from './text-field'
import { useFormField } from './use-form-field'

export type PasswordFieldProps = BaseFieldProps &
  Omit<
    PasswordProps,
    'name' | 'id' | 'inputId' | 'value' | 'onChange' | 'onBlur' | 'invalid' | 'feedback'
  > & {
    /** PrimeReact's strength popup; off by default since the rule messages say more. */
    feedback?: boolean
  }

/**
 * A formik-bound PrimeReact Password with a show/hide toggle. Every failing rule of the
 * field's schema is listed under it (see zodFormikValidate).
 */
export function PasswordField({
  name,
  label,
  hint,
  required,
  id,
  className,
  feedback = false,
  toggleMask = true,
  ...input
}: PasswordFieldProps) {
  const { field, a11y } = useFormField<string>(name, { id, hint: !!hint })
  return (
    <FieldFrame a11y={a11y} label={label} hint={hint} required={required} className={className}>
      <Password
        {...input}
        inputId={a11y.id}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        feedback={feedback}
        toggleMask={toggleMask}
        invalid={a11y.invalid}
        aria-invalid={a11y.invalid}
        aria-describedby={a11y.describedBy}
        aria-required={required || undefined}
        className="form-field__password"
        inputClassName="form-field__password-input"
      />
    </FieldFrame>
  )
}
