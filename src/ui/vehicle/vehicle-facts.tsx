import { transmissionLabel } from './vehicle-labels'
import type { VehicleView } from './vehicle-view'

interface Fact {
  key: string
  icon: string
  text: string
}

function facts(vehicle: VehicleView): Fact[] {
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`
  return [
    { key: 'seats', icon: 'pi-users', text: plural(vehicle.seats, 'seat') },
    { key: 'doors', icon: 'pi-car', text: plural(vehicle.doors, 'door') },
    { key: 'transmission', icon: 'pi-sliders-h', text: transmissionLabel(vehicle.transmission) },
    {
      key: 'fuel',
      icon: vehicle.fuelType === 'Electricity' ? 'pi-bolt' : 'pi-gauge',
      text: vehicle.fuelType,
    },
    { key: 'ac', icon: 'pi-asterisk', text: vehicle.airConditioning ? 'A/C' : 'No A/C' },
  ]
}

export function VehicleFacts({ vehicle }: { vehicle: VehicleView }) {
  return (
    <ul className="vehicle-facts" aria-label="Key facts">
      {facts(vehicle).map((fact) => (
        <li key={fact.key} className="vehicle-facts__item" data-fact={fact.key}>
          <i className={`pi ${fact.icon}`} aria-hidden="true" />
          <span>{fact.text}</span>
        </li>
      ))}
    </ul>
  )
}
