import { useLocation } from 'wouter'
import { signOut } from '../../state/session'
import { ConfirmQuestion } from '../../ui/confirm-question'

interface LogoutDialogProps {
  visible: boolean
  onHide: () => void
}

/** Logout asks first; Yes clears the session and goes home, No just closes. */
export function LogoutDialog({ visible, onHide }: LogoutDialogProps) {
  const [, navigate] = useLocation()
  return (
    <ConfirmQuestion
      visible={visible}
      onHide={onHide}
      header="Logout"
      message="Are you sure want to logout?"
      icon="pi pi-sign-out"
      acceptLabel="Yes"
      rejectLabel="No"
      onAccept={() => {
        signOut()
        navigate('/')
      }}
    />
  )
}
