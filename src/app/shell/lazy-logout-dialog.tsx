import { Suspense, useState } from 'react'
import { lazyWithPrime } from '../../ui/lazy-with-prime'

const LogoutDialog = lazyWithPrime(async () => (await import('./logout-dialog')).LogoutDialog)

interface LazyLogoutDialogProps {
  visible: boolean
  onHide: () => void
}

/** Downloaded when first asked for (most visits never log out), then kept for its animation. */
export function LazyLogoutDialog({ visible, onHide }: LazyLogoutDialogProps) {
  const [wanted, setWanted] = useState(visible)
  if (visible && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <LogoutDialog visible={visible} onHide={onHide} />
    </Suspense>
  )
}
