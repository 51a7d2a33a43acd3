import { type ComponentType, type ReactNode, useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { vehiclesStore } from '../state/vehicles'
import { LoadingScreen } from './loading-screen'

/**
 * The start-up loading screen, for the pages that show cars: they wait until the fleet
 * has loaded (or failed, which they show themselves); pages without cars never wait for it.
 */
export function WithVehicles({ children }: { children: ReactNode }) {
  const { status, vehicles } = useSnapshot(vehiclesStore)
  const pending = vehicles.length === 0 && (status === 'idle' || status === 'loading')
  return pending ? <LoadingScreen /> : children
}

/**
 * A route component that waits for the fleet (see WithVehicles), its props passed on; a lazy
 * page's code is fetched meanwhile, not after the fleet arrives.
 */
export function needsVehicles<P extends object>(
  Page: ComponentType<P> & { preload?: () => unknown },
): ComponentType<P> {
  const Waiting = (props: P) => {
    useEffect(() => {
      // A failure here shows when the page itself renders (the route's error boundary).
      Promise.resolve(Page.preload?.()).catch(() => undefined)
    }, [])
    return (
      <WithVehicles>
        <Page {...props} />
      </WithVehicles>
    )
  }
  Waiting.displayName = `NeedsVehicles(${Page.displayName ?? Page.name})`
  return Waiting
}
