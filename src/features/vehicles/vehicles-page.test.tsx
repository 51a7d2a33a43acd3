import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { vehicleQueries } from '../../api/vehicle-queries'
import type { Vehicle } from '../../domain/vehicle'
import { activateLocale, loadMessages } from '../../i18n/i18n'
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

describe('VehiclesPage in another language', () => {
  beforeAll(() => loadMessages('vehicles'))
  afterEach(() => activateLocale('en'))

  function renderFleet(fleet: Vehicle[], path = '/vehicles') {
    const client = testQueryClient()
    client.setQueryData(FLEET_KEY, fleet)
    const { hook } = memoryLocation({ path })
    renderWithQueries(
      <Router hook={hook}>
        <VehiclesPage />
      </Router>,
      { client },
    )
  }

  it('counts the cars, names the filters and their fuel types in Spanish', async () => {
    await activateLocale('es')
    renderFleet(FLEET)
    expect(screen.getByRole('status')).toHaveTextContent('30 coches disponibles')
    expect(screen.getByRole('button', { name: 'Ver 30 coches' })).toBeEnabled()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Nuestros coches')
    const fuel = screen.getByLabelText('Combustible')
    expect(within(fuel).getByRole('option', { name: 'Gasolina' })).toHaveValue('Gasoline')
    expect(within(fuel).getByRole('option', { name: 'Cualquiera' })).toBeInTheDocument()
  })

  it('says one car in the singular in Spanish and shows part of the fleet in Turkish', async () => {
    await activateLocale('es')
    renderFleet(FLEET.slice(0, 1))
    expect(screen.getByRole('status')).toHaveTextContent('1 coche disponible')
    expect(screen.getByRole('button', { name: 'Ver 1 coche' })).toBeInTheDocument()
    cleanup()
    await activateLocale('tr')
    renderFleet(FLEET, '/vehicles?maxPrice=44')
    expect(screen.getByRole('status')).toHaveTextContent('30 araç içinden 5 gösteriliyor')
    expect(screen.getByRole('button', { name: 'Filtreler (1)' })).toBeInTheDocument()
  })
})
