import { config } from '../config'
import { useT } from '../i18n/i18n'
import { BrandLogo } from '../ui/layout/brand-logo'
import './loading-screen.css'

export interface LoadingScreenProps {
  inPage?: boolean
}

/** Shown while the start-up loads run (docs/product.md section 1: spinner and logo). */
export function LoadingScreen({ inPage = false }: LoadingScreenProps) {
  const t = useT()
  return (
    // The space holds the page's place, so the footer does not jump down when the page comes.
    <div className={`loading-screen__space${inPage ? ' loading-screen__space--in-page' : ''}`}>
      <div
        className={`loading-screen${inPage ? ' loading-screen--in-page' : ''}`}
        role="status"
        aria-live="polite"
      >
        <BrandLogo size={inPage ? 48 : 64} />
        <p className="loading-screen__name">{config.site.name}</p>
        <span className="loading-screen__spinner" aria-hidden="true" />
        <span className="visually-hidden">{t('Loading…')}</span>
      </div>
    </div>
  )
}
