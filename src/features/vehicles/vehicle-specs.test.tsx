import { render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { activateLocale, loadMessages } from '../../i18n/i18n'
import { testVehicle } from '../../test/vehicle'
import { VehicleSpecs } from './vehicle-specs'

const detail = (term: string) => screen.getByText(term).closest('div')?.querySelector('dd')

describe('VehicleSpecs', () => {
  // The car page's route downloads its part's texts (English's with values) before it shows.
  beforeAll(() => loadMessages('vehicles'))
  afterEach(() => activateLocale('en'))

  it('lists the details in the words of docs/product.md', () => {
    render(<VehicleSpecs vehicle={testVehicle({ luggage: 400, fuelType: 'Gasoline' })} />)
    expect(detail('Luggage')).toHaveTextContent('400 lt')
    expect(detail('Fuel Type')).toHaveTextContent('Gasoline')
    expect(detail('Price per hour')).toHaveTextContent('$50')
  })

  it('names the details and the fuel type in Spanish, the model as it is', async () => {
    await activateLocale('es')
    render(<VehicleSpecs vehicle={testVehicle({ model: 'Tesla Model 3', fuelType: 'Diesel' })} />)
    expect(detail('Modelo')).toHaveTextContent('Tesla Model 3')
    expect(detail('Maletero')).toHaveTextContent('400 l')
    expect(detail('Combustible')).toHaveTextContent('Diésel')
    expect(detail('Precio por hora')).toHaveTextContent('50 US$')
  })
})
