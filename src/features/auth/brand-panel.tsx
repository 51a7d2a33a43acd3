import { config } from '../../config'
import { CarArt } from '../../ui/art/car-art'

/** The decorative half of /auth on wide screens: brand, promise and a car on a gradient. */
export function BrandPanel() {
  return (
    <aside className="auth-brand" aria-label={`${config.site.name} premium car rental`}>
      <p className="auth-brand__name">{config.site.name}</p>
      <div className="auth-brand__copy">
        <p className="auth-brand__headline">Your next drive starts here.</p>
        <p className="auth-brand__lead">
          Hand-picked premium cars, unlimited miles and 24/7 support, booked in minutes.
        </p>
      </div>
      <CarArt paint="var(--paint-gold)" style="sports-saloon" className="auth-brand__car" />
    </aside>
  )
}
