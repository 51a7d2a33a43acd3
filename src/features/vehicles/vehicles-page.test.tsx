import { act, render, screen, waitFor, within } from '@testing-library/react'
import { ref } from 'valtio'
import { afterEach, describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { vehiclesStore } from '../../state/vehicles'
import { testVehicle } from '../../test/vehicle'
import { VehiclesPage } from './vehicles-page'

const FLEET = Array.from({ length: 30 }, (_, index) =>
  testVehicle({ id: index + 1, model: `Car ${index + 1}`, pricePerHour: 40 + index }),
)

afterEach(() => {
  vehiclesStore.vehicles = ref([])
  vehiclesStore.status = 'idle'
})

describe('VehiclesPage', () => {
  it('lays out the first rows in its first frame and the rest of the fleet right after', async () => {
    vehiclesStore.vehicles = ref(FLEET)
    vehiclesStore.status = 'ready'
    const { hook } = memoryLocation({ path: '/vehicles' })
    // No frame is painted inside act(): what it leaves is the first frame's page.
    act(() => {
      render(
        <Router hook={hook}>
          <VehiclesPage />
        </Router>,
      )
    })
    const cards = () => [
      ...screen.getByRole('list', { name: 'Cars' }).querySelectorAll(':scope > li'),
    ]
    expect(cards()).toHaveLength(12)
    expect(screen.getByRole('status')).toHaveTextContent('30 cars available')
    await waitFor(() => expect(cards()).toHaveLength(30))
    const models = cards().map(
      (card) => within(card as HTMLElement).getByRole('heading').textContent,
    )
    expect(new Set(models).size).toBe(30)
  })

  it('offers to show the cars without a count while the fleet loads, with it once loaded', async () => {
    const { hook } = memoryLocation({ path: '/vehicles' })
    render(
      <Router hook={hook}>
        <VehiclesPage />
      </Router>,
    )
    expect(screen.getByRole('button', { name: 'Show cars' })).toBeDisabled()
    act(() => {
      vehiclesStore.vehicles = ref(FLEET.slice(0, 1))
      vehiclesStore.status = 'ready'
    })
    expect(await screen.findByRole('button', { name: 'Show 1 car' })).toBeEnabled()
  })
})
