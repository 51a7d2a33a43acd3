import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Router } from 'wouter'
import { routerBase } from '../../config'
import { DemoBar, type DemoBarProps } from './demo-bar'

/** Shows the demo bar in a root of its own before the app's, so the keyboard reaches it where it is seen: first (it starts with the page's skip link). */
export function mountDemoBar(props: DemoBarProps): void {
  const host = document.createElement('div')
  host.id = 'demo-bar'
  document.body.prepend(host)
  createRoot(host).render(
    <StrictMode>
      <Router base={routerBase}>
        <DemoBar {...props} />
      </Router>
    </StrictMode>,
  )
}
