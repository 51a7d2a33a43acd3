import { useEffect, useReducer, useState } from 'react'
import type { DemoControl } from './demo-control'

/** The embedded backend's control once its code is in (undefined before), re-rendering the caller after every change the control reports. */
export function useDemoControl(load: () => Promise<DemoControl>): DemoControl | undefined {
  const [control, setControl] = useState<DemoControl>()
  useEffect(() => {
    let live = true
    load().then(
      (loaded) => live && setControl(loaded),
      (error: unknown) => console.error('The demo controls could not load', error),
    )
    return () => {
      live = false
    }
  }, [load])
  useControlChanges(control)
  return control
}

/** Re-renders the caller after every change the control reports: each part that shows the backend's state follows it itself. */
export function useControlChanges(control: DemoControl | undefined): void {
  const [, changed] = useReducer((n: number) => n + 1, 0)
  useEffect(() => control?.subscribe(changed), [control])
}
