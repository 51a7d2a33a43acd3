import type { ReactNode } from 'react'
import { useT } from '../../i18n/i18n'
import type { FieldA11y } from './use-form-field'
import './form.css'

export interface FieldFrameProps {
  a11y: FieldA11y
  label: ReactNode
  hint?: ReactNode
  required?: boolean
  className?: string
  inline?: boolean
  children: ReactNode
}

/** Label, control, hint and error list of one form field, wired for screen readers. */
export function FieldFrame({
  a11y,
  label,
  hint,
  required,
  className,
  inline,
  children,
}: FieldFrameProps) {
  // Texts come as messages (a schema's, a hint constant's) and show in the language in use; the server's own messages have no translation and show as they came.
  const t = useT()
  // The marker sits outside the <label> so the label's text is exactly the field's name (screen readers hear "required" from aria-required; tests can match labels exactly).
  const labelNode = (
    <span className="form-field__label-row">
      <label htmlFor={a11y.id} className="form-field__label">
        {shown(t, label)}
      </label>
      {required ? <RequiredMarker /> : null}
    </span>
  )
  const classes = ['form-field', inline ? 'form-field--inline' : '', className ?? '']
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {inline ? (
        <div className="form-field__inline-row">
          {children}
          {labelNode}
        </div>
      ) : (
        <>
          {labelNode}
          {children}
        </>
      )}
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
    </div>
  )
}

/** A text in the language in use; any other node as it is. */
export const shown = (t: (id: string) => string, node: ReactNode): ReactNode =>
  typeof node === 'string' ? t(node) : node

export function RequiredMarker() {
  return (
    <span className="form-field__required" aria-hidden="true">
      *
    </span>
  )
}
