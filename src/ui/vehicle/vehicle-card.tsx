import { ModelName } from './model-name'
import './vehicle-card.css'
import { useId } from 'react'
import { Link } from 'wouter'
import { formatPrice } from '../../i18n/format-number'
import { useT } from '../../i18n/i18n'
import { CARD_IMAGE, CARD_MEDIA } from './card-layout'
import { VehicleFacts } from './vehicle-facts'
import { VehicleImage } from './vehicle-image'
import type { VehicleView } from './vehicle-view'

export interface VehicleCardProps {
  vehicle: VehicleView
  headingLevel?: 'h2' | 'h3'
  eager?: boolean
}

/** A vehicle at a glance: picture, model, price per hour, key facts and the way to its page. */
export function VehicleCard({
  vehicle,
  headingLevel: Heading = 'h3',
  eager = false,
}: VehicleCardProps) {
  const t = useT()
  const headingId = useId()
  return (
    <article className="vehicle-card" aria-labelledby={headingId}>
      <div className={CARD_MEDIA}>
        <VehicleImage vehicle={vehicle} className={CARD_IMAGE} eager={eager} />
      </div>
      <div className="vehicle-card__body">
        <div className="vehicle-card__head">
          <Heading id={headingId} className="vehicle-card__model">
            <ModelName model={vehicle.model} />
          </Heading>
          <p className="vehicle-card__price">
            <strong data-testid="price">{formatPrice(vehicle.pricePerHour)}</strong>
            <span>{t('/ hour')}</span>
          </p>
        </div>
        <VehicleFacts vehicle={vehicle} />
        <Link href={`/vehicles/${vehicle.id}`} className="vehicle-card__link">
          {t('View details')}
          <span className="visually-hidden"> {t('of {model}', { model: vehicle.model })}</span>
          <i className="pi pi-arrow-right" aria-hidden="true" />
        </Link>
      </div>
    </article>
  )
}
