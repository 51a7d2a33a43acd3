import { ConfirmDialog } from './prime/confirmdialog'

export interface ConfirmQuestionProps {
  visible: boolean
  header: string
  message: string
  /** A PrimeIcons class, e.g. 'pi pi-sign-out'. */
  icon: string
  acceptLabel: string
  rejectLabel: string
  /** The accept button in the danger colour: the answer loses something. */
  danger?: boolean
  onAccept: () => void
  /** Closing, Escape and the reject button all land here. */
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
