import '../../ui/vehicle/vehicle-card.css'
import './vehicle-details-page.css'
import { Link, useParams } from 'wouter'
import { formatPrice } from '../../i18n/format'
import { useT } from '../../i18n/i18n'
import { LoadError } from '../../ui/data/load-view'
import { usePageTitle } from '../../ui/layout/use-page-title'
import { ModelName } from '../../ui/vehicle/model-name'
import { VehicleImage } from '../../ui/vehicle/vehicle-image'
import { fuelTypeLabel, transmissionLabel } from '../../ui/vehicle/vehicle-labels'
import { SimilarCars } from './similar-cars'
import { useVehicle } from './use-vehicle'
import { VehicleBookingSlot } from './vehicle-booking-slot'
import { DETAILS_IMAGE, DETAILS_STAGE } from './vehicle-details-layout'
import { VehicleSpecs } from './vehicle-specs'

function BackLink() {
  const t = useT()
  return (
    <Link href="/vehicles" className="vehicle-details__back">
      <i className="pi pi-arrow-left" aria-hidden="true" /> {t('All cars')}
    </Link>
  )
}

/** The page while its car loads: laid out as the loaded page (the way back, then the picture's stage beside or above the details), so nothing moves when the car comes in. */
export function VehicleDetailsLoading() {
  const t = useT()
  return (
    <div className="container vehicle-details" aria-busy="true">
      <BackLink />
      <p role="status" className="visually-hidden">
        {t('Loading car…')}
      </p>
      <div className="vehicle-details__grid" aria-hidden="true">
        <div className={`${DETAILS_STAGE} av-shimmer`} />
        <div className="vehicle-details__info">
          <div className="av-shimmer av-shimmer--line" style={{ width: '40%' }} />
          <div className="av-shimmer" style={{ height: 48, width: '80%' }} />
          <div className="av-shimmer" style={{ height: 220 }} />
        </div>
      </div>
    </div>
  )
}

export function VehicleDetailsPage() {
  const t = useT()
  const { vehicleId } = useParams<{ vehicleId: string }>()
  const { vehicle, error, retry } = useVehicle(vehicleId)
  usePageTitle(vehicle?.model)

  if (error)
    return (
      <div className="container vehicle-details">
        <BackLink />
        <h1 className="visually-hidden">{t('Car details')}</h1>
        <LoadError
          title={t('We could not load this car')}
          message={error.message}
          onRetry={retry}
        />
      </div>
    )

  if (!vehicle) return <VehicleDetailsLoading />

  return (
    <div className="container vehicle-details">
      <BackLink />
      <div className="vehicle-details__grid">
        <div className={DETAILS_STAGE}>
          <VehicleImage vehicle={vehicle} className={DETAILS_IMAGE} eager />
        </div>
        <div className="vehicle-details__info">
          <p className="eyebrow">
            {fuelTypeLabel(vehicle.fuelType)} · {transmissionLabel(vehicle.transmission)}
          </p>
          <h1 className="vehicle-details__model">
            <ModelName model={vehicle.model} />
          </h1>
          <p className="vehicle-details__price">
            <strong>{formatPrice(vehicle.pricePerHour)}</strong> {t('per hour')}
          </p>
          <VehicleSpecs vehicle={vehicle} />
          <VehicleBookingSlot vehicle={vehicle} />
        </div>
      </div>
      <SimilarCars vehicle={vehicle} />
    </div>
  )
}
