import { config } from '../../config'
import { sportsSaloon } from '../../domain/car-profiles'
import { useT } from '../../i18n/i18n'
import { CarArt } from '../../ui/art/car-art'

/** The decorative half of /auth on wide screens: brand, promise and a car on a gradient. */
export function BrandPanel() {
  const t = useT()
  return (
    <aside
      className="auth-brand"
      aria-label={t('{site} premium car rental', { site: config.site.name })}
    >
      <p className="auth-brand__name">{config.site.name}</p>
      <div className="auth-brand__copy">
        <p className="auth-brand__headline">{t('Your next drive starts here.')}</p>
        <p className="auth-brand__lead">
          {t('Hand-picked premium cars, unlimited miles and 24/7 support, booked in minutes.')}
        </p>
      </div>
      <CarArt paint="var(--paint-gold)" body={sportsSaloon} className="auth-brand__car" />
    </aside>
  )
}
