import { useT } from '../i18n/i18n'
import { ConfirmDialog } from './prime/confirmdialog'

export interface ConfirmQuestionProps {
  visible: boolean
  header: string
  message: string
  icon: string
  acceptLabel: string
  rejectLabel: string
  danger?: boolean
  onAccept: () => void
  onHide: () => void
}

/** Every question the app asks: the app's own dialog, the safe answer focused. */
export function ConfirmQuestion({
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
  // The texts come as messages and show in the language in use.
  const t = useT()
  return (
    <ConfirmDialog
      visible={visible}
      icon={icon}
      header={t(header)}
      message={t(message)}
      acceptLabel={t(acceptLabel)}
      rejectLabel={t(rejectLabel)}
      onHide={onHide}
      acceptClassName={danger ? 'p-button-danger' : undefined}
      defaultFocus="reject"
      accept={onAccept}
      reject={onHide}
      style={{ width: 'min(26rem, calc(100vw - 2rem))' }}
    />
  )
}
