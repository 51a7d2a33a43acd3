import { useFormikContext } from 'formik'
import { useEffect, useRef } from 'react'
import { useT } from '../../i18n/i18n'
import { Button, type ButtonProps } from '../prime/button'
import './form.css'

export type SubmitButtonProps = Omit<ButtonProps, 'type' | 'loading'> & {
  label: string
  busy?: boolean
  focusFirstError?: boolean
}

/** The form's submit button: disabled with a spinner while formik submits, so a slow response cannot be sent twice. */
export function SubmitButton({
  label,
  busy,
  disabled,
  className,
  focusFirstError = true,
  ...button
}: SubmitButtonProps) {
  const t = useT()
  const { isSubmitting, isValidating, submitCount, isValid, setTouched } = useFormikContext()
  // PrimeReact's Button types expose no DOM handle; a hidden sibling finds the form.
  const anchor = useRef<HTMLSpanElement>(null)
  const loading = isSubmitting || !!busy

  // A form emptied after its submit (formik's resetForm sets submitCount back to 0) must not keep focus in a field it emptied: the next click elsewhere would mark that field touched and show its "required" message.
  const emptiedAfterSubmit = useRef(false)
  const previousCount = useRef(submitCount)
  useEffect(() => {
    if (previousCount.current > 0 && submitCount === 0) emptiedAfterSubmit.current = true
    previousCount.current = submitCount
    if (!emptiedAfterSubmit.current || loading) return
    emptiedAfterSubmit.current = false
    const form = anchor.current?.closest('form')
    const button = anchor.current?.nextElementSibling
    if (!form || !(button instanceof HTMLElement) || !form.contains(document.activeElement)) return
    if (document.activeElement === button) return
    button.focus()
    void setTouched({}, false)
  })

  // Keyboard and screen reader users land on what needs fixing instead of the button: once per submit attempt, when its validation has finished, and never again while they type (formik validates on every keystroke, and focus must stay where the user put it).
  const handledAttempt = useRef(0)
  useEffect(() => {
    // After a reset the attempts count from 0 again.
    if (submitCount === 0) handledAttempt.current = 0
    if (!focusFirstError || isValidating || submitCount === handledAttempt.current) return
    handledAttempt.current = submitCount
    if (isValid) return
    const form = anchor.current?.closest('form')
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [focusFirstError, submitCount, isValidating, isValid])

  return (
    <>
      <span ref={anchor} hidden />
      <Button
        {...button}
        type="submit"
        label={t(label)}
        loading={loading}
        disabled={disabled || loading}
        aria-busy={loading || undefined}
        onMouseDown={(event) => {
          event.preventDefault()
          button.onMouseDown?.(event)
        }}
        className={['form-submit', className ?? ''].filter(Boolean).join(' ')}
      />
    </>
  )
}
