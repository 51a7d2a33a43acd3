import { useFormikContext } from 'formik'
import { useEffect, useRef } from 'react'
import { Button, type ButtonProps } from '../prime/button'
import './form.css'

export type SubmitButtonProps = Omit<ButtonProps, 'type' | 'loading'> & {
  label: string
  /** Busy on top of formik's isSubmitting (e.g. a second action of the same form). */
  busy?: boolean
  /** After a submit that fails validation, move focus to the first invalid control. */
  focusFirstError?: boolean
}

/**
 * The form's submit button: disabled with a spinner while formik submits, so a slow response
 * cannot be sent twice. Keeps its label, hence its accessible name, while busy.
 */
export function SubmitButton({
  label,
  busy,
  disabled,
  className,
  focusFirstError = true,
  ...button
}: SubmitButtonProps) {
  const { isSubmitting, isValidating, submitCount, isValid } = useFormikContext()
  // PrimeReact's Button types expose no DOM handle; a hidden sibling finds the form.
  const anchor = useRef<HTMLSpanElement>(null)
  const loading = isSubmitting || !!busy

  // Keyboard and screen reader users land on what needs fixing instead of the button: once
  // per submit attempt, when its validation has finished, and never again while they type
  // (formik validates on every keystroke, and focus must stay where the user put it).
  const handledAttempt = useRef(0)
  useEffect(() => {
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
        label={label}
        loading={loading}
        disabled={disabled || loading}
        aria-busy={loading || undefined}
        // Pressing the mouse would blur the field being edited, whose error then appears
        // above and pushes the button away before the release: the click is lost. Keeping
        // focus where it is until the click lands avoids that (keyboard use is unaffected).
        onMouseDown={(event) => {
          event.preventDefault()
          button.onMouseDown?.(event)
        }}
        className={['form-submit', className ?? ''].filter(Boolean).join(' ')}
      />
    </>
  )
}
