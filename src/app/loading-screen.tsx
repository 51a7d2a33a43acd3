import { config } from '../config'
import { BrandLogo } from '../ui/layout/brand-logo'
import './loading-screen.css'

/** Shown while the start-up loads run (docs/product.md section 1: spinner and logo). */
export function LoadingScreen() {
  return (
    // The screen covers the viewport; the space below holds the page's place meanwhile, so the
    // footer waits below the fold instead of jumping down when the page arrives.
    <div className="loading-screen__space">
      <div className="loading-screen" role="status" aria-live="polite">
        <BrandLogo size={64} />
        <p className="loading-screen__name">{config.site.name}</p>
        <span className="loading-screen__spinner" aria-hidden="true" />
        <span className="visually-hidden">Loading…</span>
      </div>
    </div>
  )
}
