import { useLocation } from 'wouter'
import { signOut } from '../../state/session'
import { ConfirmDialog } from '../../ui/prime/confirmdialog'

interface LogoutDialogProps {
  visible: boolean
  onHide: () => void
}

/** Logout asks first; Yes clears the session and goes home, No just closes. */
export function LogoutDialog({ visible, onHide }: LogoutDialogProps) {
  const [, navigate] = useLocation()
  return (
    <ConfirmDialog
      visible={visible}
      onHide={onHide}
      header="Logout"
      message="Are you sure want to logout?"
      icon="pi pi-sign-out"
      acceptLabel="Yes"
      rejectLabel="No"
      defaultFocus="reject"
      accept={() => {
        signOut()
        navigate('/')
      }}
      reject={onHide}
      style={{ width: 'min(26rem, calc(100vw - 2rem))' }}
    />
  )
}
