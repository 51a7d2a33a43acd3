import { useFormikContext } from 'formik'
import { Button, type ButtonProps } from 'primereact/button'
import './form.css'

export type SubmitButtonProps = Omit<ButtonProps, 'type' | 'loading'> & {
  label: string
  /** Busy on top of formik's isSubmitting (e.g. a second action of the same form). */
  busy?: boolean
}

/**
 * The form's submit button: disabled with a spinner while formik submits, so a slow answer
 * cannot be sent twice. Keeps its label, hence its accessible name, while busy.
 */
export function SubmitButton({ label, busy, disabled, className, ...button }: SubmitButtonProps) {
  const { isSubmitting } = useFormikContext()
  const loading = isSubmitting || !!busy
  return (
    <Button
      {...button}
      type="submit"
      label={label}
      loading={loading}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={['form-submit', className ?? ''].filter(Boolean).join(' ')}
    />
  )
}
