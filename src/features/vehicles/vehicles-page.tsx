import './vehicles-page.css'
import { useId, useMemo, useState } from 'react'
import { useSnapshot } from 'valtio'
import { config } from '../../config'
import { loadVehicles, vehiclesStore } from '../../state/vehicles'
import { CarArt } from '../../ui/art/car-art'
import { LoadError } from '../../ui/data/load-view'
import { PageHero } from '../../ui/layout/page-hero'
import { VehicleGrid } from '../../ui/vehicle/vehicle-grid'
import { useVehicleFilters } from './use-vehicle-filters'
import { applyFilters, hasActiveFilters, seatOptions } from './vehicle-filters'
import { VehicleFiltersPanel } from './vehicle-filters-panel'

function countLabel(shown: number, total: number): string {
  const cars = (count: number) => `${count} ${count === 1 ? 'car' : 'cars'}`
  return shown === total ? `${cars(total)} available` : `Showing ${shown} of ${cars(total)}`
}

export function VehiclesPage() {
  const { vehicles, status, error } = useSnapshot(vehiclesStore)
  const { filters, update, clear } = useVehicleFilters()
  const [panelOpen, setPanelOpen] = useState(false)
  const panelId = useId()
  const shown = useMemo(() => applyFilters(vehicles, filters), [vehicles, filters])
  const seatChoices = useMemo(() => seatOptions(vehicles), [vehicles])
  const active = Object.keys(filters).length
  const loading = status === 'loading' || (status === 'idle' && vehicles.length === 0)
  const failed = status === 'error' && vehicles.length === 0

  return (
    <div className="vehicles-page">
      <PageHero
        eyebrow={`The ${config.site.name} fleet`}
        title="Our Cars"
        lead="Hand-picked, recently serviced and insured. Narrow the fleet down to the car that fits your trip."
        art={<CarArt paint="var(--paint-gold)" style="suv" className="page-hero__art" />}
      />

      <div className="container vehicles-body">
        <section className="vehicles-filters" aria-label="Filters">
          <button
            type="button"
            className="vehicles-filters__toggle"
            aria-expanded={panelOpen}
            aria-controls={panelId}
            onClick={() => setPanelOpen((open) => !open)}
          >
            <i className="pi pi-sliders-h" aria-hidden="true" />
            Filters{active ? ` (${active})` : ''}
            <i
              className={`pi ${panelOpen ? 'pi-chevron-up' : 'pi-chevron-down'}`}
              aria-hidden="true"
            />
          </button>
          <div id={panelId} className={`vehicles-filters__panel${panelOpen ? ' is-open' : ''}`}>
            <VehicleFiltersPanel
              filters={filters}
              seatChoices={seatChoices}
              onChange={update}
              onClear={clear}
            />
          </div>
        </section>

        {failed ? (
          <LoadError
            title="We could not load the cars"
            message={error ?? undefined}
            onRetry={() => void loadVehicles()}
          />
        ) : (
          <>
            <p className="vehicles-count" role="status">
              {loading ? 'Loading cars…' : countLabel(shown.length, vehicles.length)}
            </p>
            {!loading && shown.length === 0 ? (
              <div className="vehicles-message">
                <i className="pi pi-search" aria-hidden="true" />
                <h2>No cars match these filters</h2>
                <p>
                  Try a higher price, fewer seats or another fuel type, or start again from the
                  whole fleet.
                </p>
                {hasActiveFilters(filters) ? (
                  <button type="button" className="btn btn--ink btn--small" onClick={clear}>
                    Clear all filters
                  </button>
                ) : null}
              </div>
            ) : (
              <VehicleGrid vehicles={shown} label="Cars" loading={loading} headingLevel="h2" />
            )}
          </>
        )}
      </div>
    </div>
  )
}
