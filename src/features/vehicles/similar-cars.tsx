import { useQuery } from '@tanstack/react-query'
import { vehicleQueries } from '../../api/vehicle-queries'
import { useT } from '../../i18n/i18n'
import { VehicleGrid } from '../../ui/vehicle/vehicle-grid'
import type { VehicleView } from '../../ui/vehicle/vehicle-view'
import { similarVehicles } from './similar-vehicles'

/** An extra: up to four cars like this one, so the page ends with somewhere to go. */
export function SimilarCars({ vehicle }: { vehicle: VehicleView }) {
  const t = useT()
  const { data: vehicles = [] } = useQuery(vehicleQueries.all())
  const similar = similarVehicles(vehicle, vehicles)
  if (similar.length === 0) return null
  return (
    <section className="vehicle-similar" aria-labelledby="vehicle-similar-title">
      <p className="eyebrow">{t('You may also like')}</p>
      <h2 id="vehicle-similar-title" className="vehicle-similar__title">
        {t('Similar cars')}
      </h2>
      <VehicleGrid vehicles={similar} label={t('Similar cars')} />
    </section>
  )
}
