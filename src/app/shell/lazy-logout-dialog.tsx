import { lazy, Suspense, useState } from 'react'

const LogoutDialog = lazy(async () => {
  const [{ LogoutDialog: Dialog }, { PrimeProvider }] = await Promise.all([
    import('./logout-dialog'),
    import('../../ui/prime-provider'),
  ])
  // biome-ignore lint/correctness/noComponentHookFactories: lazy() runs this loader once, so the wrapper is made once
  function ProvidedDialog(props: { visible: boolean; onHide: () => void }) {
    return (
      <PrimeProvider>
        <Dialog {...props} />
      </PrimeProvider>
    )
  }
  return { default: ProvidedDialog }
})

interface LazyLogoutDialogProps {
  visible: boolean
  onHide: () => void
}

/**
 * The logout confirmation, downloaded the first time it is asked for (most visits never
 * log out), and kept mounted afterwards so it can play its closing animation.
 */
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
