import { t, useT } from '../../i18n/i18n'
import { fuelTypeLabel, transmissionLabel } from './vehicle-labels'
import type { VehicleView } from './vehicle-view'

interface Fact {
  key: string
  icon: string
  text: string
}

function facts(vehicle: VehicleView): Fact[] {
  return [
    {
      key: 'seats',
      icon: 'pi-users',
      text: t('{count, plural, one {# seat} other {# seats}}', { count: vehicle.seats }),
    },
    {
      key: 'doors',
      icon: 'pi-car',
      text: t('{count, plural, one {# door} other {# doors}}', { count: vehicle.doors }),
    },
    { key: 'transmission', icon: 'pi-sliders-h', text: transmissionLabel(vehicle.transmission) },
    {
      key: 'fuel',
      icon: vehicle.fuelType === 'Electricity' ? 'pi-bolt' : 'pi-gauge',
      text: fuelTypeLabel(vehicle.fuelType),
    },
    { key: 'ac', icon: 'pi-asterisk', text: vehicle.airConditioning ? t('A/C') : t('No A/C') },
  ]
}

export function VehicleFacts({ vehicle }: { vehicle: VehicleView }) {
  useT()
  return (
    <ul className="vehicle-facts" aria-label={t('Key facts')}>
      {facts(vehicle).map((fact) => (
        <li key={fact.key} className="vehicle-facts__item" data-fact={fact.key}>
          <i className={`pi ${fact.icon}`} aria-hidden="true" />
          <span>{fact.text}</span>
        </li>
      ))}
    </ul>
  )
}
