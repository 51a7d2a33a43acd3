import { act, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { vehicleQueries } from '../../api/vehicle-queries'
import type { Vehicle } from '../../domain/vehicle'
import { loadMessages } from '../../i18n/i18n'
import { renderWithQueries, testQueryClient } from '../../test/queries'
import { testVehicle } from '../../test/vehicle'
import { VehiclesPage } from './vehicles-page'

const FLEET = Array.from({ length: 30 }, (_, index) =>
  testVehicle({ id: index + 1, model: `Car ${index + 1}`, pricePerHour: 40 + index }),
)

const FLEET_KEY = vehicleQueries.all().queryKey

describe('VehiclesPage', () => {
  // The page's route downloads its part's texts (English's with counts) before it shows.
  beforeAll(() => loadMessages('vehicles'))

  it('lays out the first rows in its first frame and the rest of the fleet right after', async () => {
    const client = testQueryClient()
    client.setQueryData(FLEET_KEY, FLEET)
    const { hook } = memoryLocation({ path: '/vehicles' })
    // No frame is painted inside act(): what it leaves is the first frame's page.
    act(() => {
      renderWithQueries(
        <Router hook={hook}>
          <VehiclesPage />
        </Router>,
        { client },
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
    const client = testQueryClient()
    let arrive = (_: Vehicle[]) => {}
    // The fleet's request is under way as the page renders (start-up asked for it).
    void client.prefetchQuery({
      queryKey: FLEET_KEY,
      queryFn: () => new Promise<Vehicle[]>((resolve) => (arrive = resolve)),
    })
    const { hook } = memoryLocation({ path: '/vehicles' })
    renderWithQueries(
      <Router hook={hook}>
        <VehiclesPage />
      </Router>,
      { client },
    )
    expect(screen.getByRole('button', { name: 'Show cars' })).toBeDisabled()
    await act(async () => arrive(FLEET.slice(0, 1)))
    expect(await screen.findByRole('button', { name: 'Show 1 car' })).toBeEnabled()
  })
})
