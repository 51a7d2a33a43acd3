import { useLocation } from 'wouter'
import { useT } from '../../i18n/i18n'
import { signOut } from '../../state/session'
import { ConfirmQuestion } from '../../ui/confirm-question'

interface LogoutDialogProps {
  visible: boolean
  onHide: () => void
}

/** Logout asks first; Yes clears the session and goes home, No just closes. */
export function LogoutDialog({ visible, onHide }: LogoutDialogProps) {
  const t = useT()
  const [, navigate] = useLocation()
  return (
    <ConfirmQuestion
      visible={visible}
      onHide={onHide}
      header={t('Logout')}
      message={t('Are you sure want to logout?')}
      icon="pi pi-sign-out"
      acceptLabel={t('Yes')}
      rejectLabel={t('No')}
      onAccept={() => {
        signOut()
        navigate('/')
      }}
    />
  )
}
