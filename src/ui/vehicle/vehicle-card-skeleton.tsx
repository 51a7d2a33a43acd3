import './vehicle-card.css'
import { CARD_MEDIA } from './card-layout'

/** Placeholder with the card's shape while the fleet loads; hidden from assistive tech. */
export function VehicleCardSkeleton() {
  return (
    <div className="vehicle-card vehicle-card--skeleton" aria-hidden="true">
      <div className={`${CARD_MEDIA} av-shimmer`} />
      <div className="vehicle-card__body">
        <div className="av-shimmer av-shimmer--line" style={{ width: '60%' }} />
        <div className="av-shimmer av-shimmer--line" style={{ width: '35%' }} />
        <div className="av-shimmer av-shimmer--line" style={{ width: '90%' }} />
        <div className="av-shimmer av-shimmer--button" />
      </div>
    </div>
  )
}
