import { useT } from '../../i18n/i18n'
import { msg } from '../../i18n/msg'
import { ConfirmQuestion } from '../../ui/confirm-question'

interface ResetDialogProps {
  /** The scenario's label in English, as the embedded backend names it. */
  scenario?: string
  visible: boolean
  onHide: () => void
  onAccept: () => void
}

/** The demo bar's Reset data asks first, in the app's own dialog (Cancel has focus). */
export function ResetDialog({ scenario, visible, onHide, onAccept }: ResetDialogProps) {
  const t = useT()
  return (
    <ConfirmQuestion
      visible={visible}
      onHide={onHide}
      header={t('Reset data')}
      message={t(
        'Reset the demo data? Every booking and change made here is lost; the data starts again as {scenario}.',
        { scenario: t(scenario ?? msg('Everyday')) },
      )}
      icon="pi pi-refresh"
      acceptLabel={t('Reset')}
      rejectLabel={t('Cancel')}
      danger
      onAccept={onAccept}
    />
  )
}
