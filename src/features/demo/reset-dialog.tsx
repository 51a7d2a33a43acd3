import { ConfirmQuestion } from '../../ui/confirm-question'

interface ResetDialogProps {
  scenario?: string
  visible: boolean
  onHide: () => void
  onAccept: () => void
}

/** The demo bar's Reset data asks first, in the app's own dialog (Cancel has focus). */
export function ResetDialog({ scenario, visible, onHide, onAccept }: ResetDialogProps) {
  return (
    <ConfirmQuestion
      visible={visible}
      onHide={onHide}
      header="Reset data"
      message={`Reset the demo data? Every booking and change made here is lost; the data starts again as ${scenario ?? 'Everyday'}.`}
      icon="pi pi-refresh"
      acceptLabel="Reset"
      rejectLabel="Cancel"
      danger
      onAccept={onAccept}
    />
  )
}
