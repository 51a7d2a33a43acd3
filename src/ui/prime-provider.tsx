import { PrimeReactProvider } from 'primereact/api'
import type { ReactNode } from 'react'

const settings = {
  ripple: false,
  pt: {
    // The Dropdown keeps a one-option <select> for forms beside its real (labelled) control;
    // screen readers should not meet that unnamed copy (axe: select-name).
    dropdown: { select: { 'aria-hidden': true, tabIndex: -1 } },
  },
}

/**
 * PrimeReact's settings for its components (overlays read theirs from here and throw
 * without it). It comes with the pages and parts that use PrimeReact, so the home page
 * downloads none of PrimeReact.
 */
export function PrimeProvider({ children }: { children: ReactNode }) {
  return <PrimeReactProvider value={settings}>{children}</PrimeReactProvider>
}
