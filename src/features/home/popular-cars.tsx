import { useSnapshot } from 'valtio'
import { Link } from 'wouter'
import { loadVehicles, vehiclesStore } from '../../state/vehicles'
import { LoadError } from '../../ui/data/load-view'
import { VehicleGrid } from '../../ui/vehicle/vehicle-grid'

/** docs/product.md section 9: the home page shows the first 8 vehicles. */
export const POPULAR_COUNT = 8

export function PopularCars() {
  const { vehicles, status, error } = useSnapshot(vehiclesStore)
  const popular = vehicles.slice(0, POPULAR_COUNT)
  const loading = status === 'loading' || (status === 'idle' && vehicles.length === 0)
  return (
    <section className="home-section" aria-labelledby="popular-title">
      <div className="container">
        <div className="home-section__head">
          <div>
            <p className="eyebrow">The fleet</p>
            <h2 id="popular-title" className="home-section__title">
              Popular Cars
            </h2>
          </div>
          <Link href="/vehicles" className="home-link">
            View all cars <i className="pi pi-arrow-right" aria-hidden="true" />
          </Link>
        </div>
        {status === 'error' && vehicles.length === 0 ? (
          <LoadError
            title="Our cars could not be loaded just now"
            message={error ?? undefined}
            onRetry={() => void loadVehicles()}
          />
        ) : (
          <VehicleGrid
            vehicles={popular}
            label="Popular cars"
            loading={loading}
            skeletons={POPULAR_COUNT}
          />
        )}
      </div>
    </section>
  )
}
