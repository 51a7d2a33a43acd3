import { formatPrice } from '../../i18n/format'
import { FactList } from '../../ui/fact-list'
import { ageLabel, transmissionLabel, yesNo } from '../../ui/vehicle/vehicle-labels'
import type { VehicleView } from '../../ui/vehicle/vehicle-view'

/** Every detail docs/product.md lists for a vehicle, as a term/value list. */
export function VehicleSpecs({ vehicle }: { vehicle: VehicleView }) {
  const specs = [
    { icon: 'pi-car', term: 'Model', value: vehicle.model },
    { icon: 'pi-th-large', term: 'Doors', value: String(vehicle.doors) },
    { icon: 'pi-users', term: 'Seats', value: String(vehicle.seats) },
    { icon: 'pi-briefcase', term: 'Luggage', value: `${vehicle.luggage} lt` },
    { icon: 'pi-sliders-h', term: 'Transmission', value: transmissionLabel(vehicle.transmission) },
    { icon: 'pi-asterisk', term: 'Air Conditioning', value: yesNo(vehicle.airConditioning) },
    {
      icon: vehicle.fuelType === 'Electricity' ? 'pi-bolt' : 'pi-gauge',
      term: 'Fuel Type',
      value: vehicle.fuelType,
    },
    {
      icon: 'pi-calendar',
      term: 'Age',
      value: ageLabel(vehicle.age),
    },
    { icon: 'pi-dollar', term: 'Price per hour', value: formatPrice(vehicle.pricePerHour) },
  ]
  return <FactList facts={specs} className="vehicle-specs" />
}
