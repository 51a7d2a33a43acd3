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
export function ConfirmQuestion({ danger, onAccept, onHide, ...texts }: ConfirmQuestionProps) {
  return (
    <ConfirmDialog
      {...texts}
      onHide={onHide}
      acceptClassName={danger ? 'p-button-danger' : undefined}
      defaultFocus="reject"
      accept={onAccept}
      reject={onHide}
      style={{ width: 'min(26rem, calc(100vw - 2rem))' }}
    />
  )
}
