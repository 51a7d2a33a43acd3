import { formatCount, formatPrice } from '../../i18n/format'
import { useT } from '../../i18n/i18n'
import { FactList } from '../../ui/fact-list'
import { ageLabel, fuelTypeLabel, transmissionLabel, yesNo } from '../../ui/vehicle/vehicle-labels'
import type { VehicleView } from '../../ui/vehicle/vehicle-view'

/** Every detail docs/product.md lists for a vehicle, as a term/value list. */
export function VehicleSpecs({ vehicle }: { vehicle: VehicleView }) {
  const t = useT()
  const specs = [
    { icon: 'pi-car', term: t('Model'), value: vehicle.model },
    { icon: 'pi-th-large', term: t('Doors'), value: formatCount(vehicle.doors) },
    { icon: 'pi-users', term: t('Seats'), value: formatCount(vehicle.seats) },
    {
      icon: 'pi-briefcase',
      term: t('Luggage'),
      value: t('{liters} lt', { liters: formatCount(vehicle.luggage) }),
    },
    {
      icon: 'pi-sliders-h',
      term: t('Transmission'),
      value: t(transmissionLabel(vehicle.transmission)),
    },
    { icon: 'pi-asterisk', term: t('Air Conditioning'), value: t(yesNo(vehicle.airConditioning)) },
    {
      icon: vehicle.fuelType === 'Electricity' ? 'pi-bolt' : 'pi-gauge',
      term: t('Fuel Type'),
      value: fuelTypeLabel(vehicle.fuelType),
    },
    {
      icon: 'pi-calendar',
      term: t('Age'),
      value: ageLabel(vehicle.age),
    },
    { icon: 'pi-dollar', term: t('Price per hour'), value: formatPrice(vehicle.pricePerHour) },
  ]
  return <FactList facts={specs} className="vehicle-specs" />
}
