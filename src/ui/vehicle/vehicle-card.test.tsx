import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Vehicle } from '../../domain/vehicle'
import { VehicleCard } from './vehicle-card'
import { VehicleImageSource } from './vehicle-image'

const vehicle: Vehicle = {
  id: 7,
  model: 'Volvo XC90 Recharge',
  doors: 5,
  seats: 7,
  luggage: 640,
  transmission: 'Manuel',
  airConditioning: false,
  age: 2,
  pricePerHour: 1250.5,
  fuelType: 'Hybrid',
  image: ['abc'],
  builtIn: false,
}

describe('VehicleCard', () => {
  it('shows the model, the price per hour, the key facts and the way to the details', () => {
    render(<VehicleCard vehicle={vehicle} />)
    const card = screen.getByRole('article', { name: vehicle.model })
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(vehicle.model)
    expect(card).toHaveTextContent('$1,250.50/ hour')
    const facts = within(card).getByRole('list', { name: 'Key facts' })
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['7 seats', '5 doors', 'Manual', 'Hybrid', 'No A/C'])
    expect(
      within(card).getByRole('link', { name: `View details of ${vehicle.model}` }),
    ).toHaveAttribute('href', '/vehicles/7')
  })

  it('falls back to a drawn car when the picture is missing or fails', () => {
    const { unmount } = render(
      <VehicleImageSource value={(id) => `https://api.test/files/display/${id}`}>
        <VehicleCard vehicle={vehicle} />
      </VehicleImageSource>,
    )
    const picture = screen.getByRole('img', { name: vehicle.model })
    expect(picture.tagName).toBe('IMG')
    expect(picture).toHaveAttribute('src', 'https://api.test/files/display/abc')
    fireEvent.error(picture)
    expect(screen.getByRole('img', { name: vehicle.model }).tagName.toLowerCase()).toBe('svg')
    unmount()

    render(<VehicleCard vehicle={{ ...vehicle, image: [] }} />)
    expect(screen.getByRole('img', { name: vehicle.model }).tagName.toLowerCase()).toBe('svg')
  })
})
