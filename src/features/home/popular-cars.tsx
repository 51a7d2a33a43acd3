import { useQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import { vehicleQueries } from '../../api/vehicle-queries'
import { useT } from '../../i18n/i18n'
import { LoadError } from '../../ui/data/load-view'
import { VehicleGrid } from '../../ui/vehicle/vehicle-grid'

/** docs/product.md section 9: the home page shows the first 8 vehicles. */
export const POPULAR_COUNT = 8

export function PopularCars() {
  const t = useT()
  const fleet = useQuery(vehicleQueries.all())
  const popular = (fleet.data ?? []).slice(0, POPULAR_COUNT)
  const failed = fleet.data === undefined && fleet.isError && !fleet.isFetching
  return (
    <section className="home-section" aria-labelledby="popular-title">
      <div className="container">
        <div className="home-section__head">
          <div>
            <p className="eyebrow">{t('The fleet')}</p>
            <h2 id="popular-title" className="home-section__title">
              {t('Popular Cars')}
            </h2>
          </div>
          <Link href="/vehicles" className="home-link">
            {t('View all cars')} <i className="pi pi-arrow-right" aria-hidden="true" />
          </Link>
        </div>
        {failed ? (
          <LoadError
            title={t('Our cars could not be loaded just now')}
            message={fleet.error?.message}
            onRetry={() => void fleet.refetch()}
          />
        ) : (
          <VehicleGrid
            vehicles={popular}
            label={t('Popular cars')}
            loading={fleet.data === undefined}
            skeletons={POPULAR_COUNT}
          />
        )}
      </div>
    </section>
  )
}
