import { useT } from '../../../i18n/i18n'
import { ConfirmQuestion } from '../../../ui/confirm-question'

interface ConfirmDeleteProps {
  visible: boolean
  header: string
  onHide: () => void
  onAccept: () => void
}

/** The delete confirmation: 'Are you sure want to delete?', Yes or No (No has focus). */
export function ConfirmDelete({ visible, header, onHide, onAccept }: ConfirmDeleteProps) {
  const t = useT()
  return (
    <ConfirmQuestion
      visible={visible}
      onHide={onHide}
      header={header}
      message={t('Are you sure want to delete?')}
      icon="pi pi-exclamation-triangle"
      acceptLabel={t('Yes')}
      rejectLabel={t('No')}
      danger
      onAccept={onAccept}
    />
  )
}
