import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Router } from 'wouter'
import { routerBase } from '../../config'
import { DemoBar, type DemoBarProps } from './demo-bar'

/**
 * Shows the demo bar in a root of its own after the app's (so the app's skip link stays the
 * first thing a keyboard reaches); CSS puts it first on screen. Mock builds only.
 */
export function mountDemoBar(props: DemoBarProps): void {
  const host = document.createElement('div')
  host.id = 'demo-bar'
  document.body.append(host)
  createRoot(host).render(
    <StrictMode>
      <Router base={routerBase}>
        <DemoBar {...props} />
      </Router>
    </StrictMode>,
  )
}
