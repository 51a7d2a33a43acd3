import { PrimeReactProvider } from 'primereact/api'
import type { ReactNode } from 'react'

const settings = {
  ripple: false,
  pt: {
    dropdown: { select: { 'aria-hidden': true, tabIndex: -1 } },
  },
}

/** PrimeReact's settings for its components (overlays read theirs from here and throw without it). */
export function PrimeProvider({ children }: { children: ReactNode }) {
  return <PrimeReactProvider value={settings}>{children}</PrimeReactProvider>
}
