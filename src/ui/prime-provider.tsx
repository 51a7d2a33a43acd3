import { PrimeReactProvider } from 'primereact/api'
import type { ReactNode } from 'react'

/**
 * PrimeReact's settings for its components (overlays read theirs from here and throw
 * without it). It comes with the pages and parts that use PrimeReact, so the home page
 * downloads none of PrimeReact.
 */
export function PrimeProvider({ children }: { children: ReactNode }) {
  return <PrimeReactProvider value={{ ripple: false }}>{children}</PrimeReactProvider>
}
