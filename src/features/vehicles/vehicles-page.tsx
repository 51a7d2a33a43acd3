import './vehicles-page.css'
import { useQuery } from '@tanstack/react-query'
import { useId, useMemo, useRef, useState } from 'react'
import { vehicleQueries } from '../../api/vehicle-queries'
import { config } from '../../config'
import { suv } from '../../domain/car-profiles'
import type { Vehicle } from '../../domain/vehicle'
import { formatCount } from '../../i18n/format'
import { msg, t, useT } from '../../i18n/i18n'
import { CarArt } from '../../ui/art/car-art'
import { LoadError } from '../../ui/data/load-view'
import { PageHero } from '../../ui/layout/page-hero'
import { WithName } from '../../ui/layout/with-name'
import { useMediaQuery } from '../../ui/use-media-query'
import { GRID_FIRST_ROW } from '../../ui/vehicle/card-layout'
import { VehicleGrid } from '../../ui/vehicle/vehicle-grid'
import { useVehicleFilters } from './use-vehicle-filters'
import {
  activeFilterCount,
  applyFilters,
  hasActiveFilters,
  seatOptions,
  textChoices,
} from './vehicle-filters'
import { VehicleFiltersPanel } from './vehicle-filters-panel'

const PHONE = '(max-width: 575.98px)'
export const PHONE_PAGE_SIZE = 12

function countLabel(shown: number, total: number): string {
  return shown === total
    ? t('{count, plural, one {# car available} other {# cars available}}', { count: total })
    : t('Showing {shown} of {total, plural, one {# car} other {# cars}}', {
        shown: formatCount(shown),
        total,
      })
}

const NO_CARS: readonly Vehicle[] = []

export function VehiclesPage() {
  const t = useT()
  const fleet = useQuery(vehicleQueries.all())
  const vehicles = fleet.data ?? NO_CARS
  const { filters, update, clear } = useVehicleFilters()
  const [panelOpen, setPanelOpen] = useState(false)
  const panelId = useId()
  const shown = useMemo(() => applyFilters(vehicles, filters), [vehicles, filters])
  const seatChoices = useMemo(() => seatOptions(vehicles), [vehicles])
  const offered = useMemo(() => textChoices(vehicles), [vehicles])
  const active = activeFilterCount(filters)
  const phone = useMediaQuery(PHONE)
  const [limit, setLimit] = useState(PHONE_PAGE_SIZE)
  const grid = useRef<HTMLDivElement>(null)
  const results = useRef<HTMLParagraphElement>(null)
  // New filters start the phone's list from its first page again.
  const [limitFor, setLimitFor] = useState(filters)
  if (limitFor !== filters) {
    setLimitFor(filters)
    setLimit(PHONE_PAGE_SIZE)
  }
  const visible = phone ? shown.slice(0, limit) : shown
  const showMore = () => {
    const firstNew = limit
    setLimit((current) => current + PHONE_PAGE_SIZE)
    // Keyboard and screen reader users carry on from the first car just added.
    requestAnimationFrame(() =>
      grid.current?.querySelectorAll<HTMLElement>('.vehicle-card__link')[firstNew]?.focus(),
    )
  }
  const showResults = () => {
    setPanelOpen(false)
    results.current?.scrollIntoView({ block: 'start' })
    results.current?.focus()
  }
  const failed = fleet.data === undefined && fleet.isError && !fleet.isFetching
  const loading = fleet.data === undefined && !failed

  return (
    <div className="vehicles-page">
      <PageHero
        eyebrow={<WithName text={msg('The {name} fleet')} name={config.site.name} />}
        title={t('Our Cars')}
        lead={t(
          'Hand-picked, recently serviced and insured. Narrow the fleet down to the car that fits your trip.',
        )}
        art={<CarArt paint="var(--paint-gold)" body={suv} className="page-hero__art" />}
      />

      <div className="container vehicles-body">
        <section className="vehicles-filters" aria-label={t('Filters')}>
          <button
            type="button"
            className="vehicles-filters__toggle"
            aria-expanded={panelOpen}
            aria-controls={panelId}
            onClick={() => setPanelOpen((open) => !open)}
          >
            <i className="pi pi-sliders-h" aria-hidden="true" />
            {active ? t('Filters ({count})', { count: formatCount(active) }) : t('Filters')}
            <i
              className={`pi ${panelOpen ? 'pi-chevron-up' : 'pi-chevron-down'}`}
              aria-hidden="true"
            />
          </button>
          <div id={panelId} className={`vehicles-filters__panel${panelOpen ? ' is-open' : ''}`}>
            <VehicleFiltersPanel
              filters={filters}
              seatChoices={seatChoices}
              textChoices={offered}
              onChange={update}
              onClear={clear}
            />
            <button
              type="button"
              className="btn btn--gold vehicles-filters__show"
              onClick={showResults}
              disabled={loading}
            >
              {loading
                ? t('Show cars')
                : t('{count, plural, one {Show # car} other {Show # cars}}', {
                    count: shown.length,
                  })}
            </button>
          </div>
        </section>

        {failed ? (
          <LoadError
            title={t('We could not load the cars')}
            message={fleet.error?.message}
            onRetry={() => void fleet.refetch()}
          />
        ) : (
          <>
            <p className="vehicles-count" role="status" ref={results} tabIndex={-1}>
              {loading ? t('Loading cars…') : countLabel(shown.length, vehicles.length)}
            </p>
            {!loading && shown.length === 0 ? (
              <div className="vehicles-message">
                <i className="pi pi-search" aria-hidden="true" />
                <h2>{t('No cars match these filters')}</h2>
                <p>
                  {t(
                    'Try a higher price, fewer seats or another fuel type, or start again from the whole fleet.',
                  )}
                </p>
                {hasActiveFilters(filters) ? (
                  <button type="button" className="btn btn--ink btn--small" onClick={clear}>
                    {t('Clear all filters')}
                  </button>
                ) : null}
              </div>
            ) : (
              <div ref={grid}>
                <VehicleGrid
                  vehicles={visible}
                  label={t('Cars')}
                  loading={loading}
                  headingLevel="h2"
                  eagerCount={GRID_FIRST_ROW}
                />
                {visible.length < shown.length ? (
                  <div className="vehicles-more">
                    <button type="button" className="btn btn--ghost" onClick={showMore}>
                      {t('Show more')}
                      <span className="vehicles-more__count">
                        {t('({shown} of {total})', {
                          shown: formatCount(visible.length),
                          total: formatCount(shown.length),
                        })}
                      </span>
                    </button>
                  </div>
                ) : null}
              </div>
            )}
          </>
        )}
      </div>
    </div>
  )
}
