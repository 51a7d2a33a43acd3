import { type KeyboardEvent, useId, useLayoutEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useT } from '../i18n/i18n'
import type { ConfirmQuestionProps } from './confirm-question'
import { Button } from './prime/button'
import './theme/prime/dialog.css'
import './native-question.css'

/** A question asked with the browser's own modal dialog, as ConfirmQuestion asks it: the top layer makes the page behind inert and nothing measures the page when it opens or closes (decision 0018). */
export function NativeQuestion({
  danger,
  onAccept,
  onHide,
  header,
  message,
  acceptLabel,
  rejectLabel,
  icon,
  visible,
}: ConfirmQuestionProps) {
  const t = useT()
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useLayoutEffect(() => {
    const shown = dialog.current
    if (!shown) return
    if (visible && !shown.open) {
      shown.showModal()
      // The safe answer first, as every question of the app.
      shown.querySelector<HTMLElement>('.p-confirm-dialog-reject')?.focus()
    } else if (!visible && shown.open) shown.close()
  }, [visible])
  useLayoutEffect(() => () => dialog.current?.close(), [])

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Escape answers this question only: the panel behind listens on the document for its own.
    if (event.key === 'Escape') {
      event.stopPropagation()
      return
    }
    if (event.key !== 'Tab') return
    const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('button')]
    const [first, last] = [controls[0], controls.at(-1)]
    const edge = event.shiftKey ? first : last
    if (!first || !last || document.activeElement !== edge) return
    // Tab wraps round inside the question, as it does in the app's other dialogs.
    event.preventDefault()
    ;(event.shiftKey ? last : first).focus()
  }

  return createPortal(
    <dialog
      ref={dialog}
      className="native-question p-dialog p-component p-confirm-dialog"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault()
        onHide()
      }}
    >
      <div className="p-dialog-header">
        <div id={titleId} className="p-dialog-title">
          {t(header)}
        </div>
        <div className="p-dialog-header-icons">
          <button
            type="button"
            className="p-dialog-header-icon p-dialog-header-close p-link"
            aria-label={t('Close')}
            onClick={onHide}
          >
            <i className="pi pi-times" aria-hidden="true" />
          </button>
        </div>
      </div>
      <div className="p-dialog-content">
        <i className={`p-confirm-dialog-icon ${icon}`} aria-hidden="true" />
        <span className="p-confirm-dialog-message">{t(message)}</span>
      </div>
      <div className="p-dialog-footer">
        <Button
          type="button"
          className="p-confirm-dialog-reject p-button-text"
          label={t(rejectLabel)}
          onClick={onHide}
        />
        <Button
          type="button"
          className={`p-confirm-dialog-accept${danger ? ' p-button-danger' : ''}`}
          label={t(acceptLabel)}
          onClick={() => {
            onAccept()
            onHide()
          }}
        />
      </div>
    </dialog>,
    document.body,
  )
}
