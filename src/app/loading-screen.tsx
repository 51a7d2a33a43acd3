import { config } from '../config'
import { BrandLogo } from '../ui/layout/brand-logo'
import './loading-screen.css'

/** Shown while the start-up loads run (docs/product.md section 1: spinner and logo). */
export function LoadingScreen() {
  return (
    // The space holds the page's place, so the footer does not jump down when the page comes.
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
