import { useQuery } from '@tanstack/react-query'
import { api } from '../../../api/app-api'
import { vehicleQueries } from '../../../api/vehicle-queries'
import type { Vehicle } from '../../../domain/vehicle'
import { formatPrice } from '../../../i18n/format'
import { EmptyState } from '../../../ui/data/empty-state'
import { LoadingText } from '../../../ui/data/load-view'
import { transmissionLabel } from '../../../ui/vehicle/vehicle-labels'
import { useVehiclesBulk } from '../bulk/list-bulk'
import { usePendingView } from '../bulk/pending-store'
import { AdminListFrame } from '../common/admin-list-frame'
import type { AdminColumn } from '../common/admin-table'
import type { RowAccess } from '../common/table-query'
import { useTableView } from '../common/use-table-view'

const columns: ReadonlyArray<AdminColumn<Vehicle>> = [
  { field: 'model', header: 'Model', sortable: true },
  { field: 'age', header: 'Age', sortable: true, numeric: true },
  {
    field: 'pricePerHour',
    header: 'Price/hour',
    sortable: true,
    numeric: true,
    body: (vehicle) => formatPrice(vehicle.pricePerHour),
  },
]
const SORTABLE = columns.map((column) => column.field)

const access: RowAccess<Vehicle> = {
  text: (v) => `${v.model} ${transmissionLabel(v.transmission)} ${v.transmission} ${v.fuelType}`,
  sortValue: (v, field) => (field === 'model' ? v.model : Number(v[field as keyof Vehicle])),
}

const downloadVehicles = () => api.downloadVehicles()
const NEW_VEHICLE = { href: '/admin/vehicles/new', label: 'New Vehicle', icon: 'pi pi-plus' }

/** /admin/vehicles (titled Vehicles): the fleet, searchable and sortable; a click opens one. */
export function AdminVehiclesPage() {
  const vehicles = useQuery(vehicleQueries.all())
  const shown = usePendingView('vehicles', vehicles.data)
  const view = useTableView(shown, { access, sortable: SORTABLE })
  const bulk = useVehiclesBulk(view.rows)
  return (
    <AdminListFrame
      title="Vehicles"
      description={vehicles.data ? `${vehicles.data.length} cars in the fleet` : undefined}
      create={NEW_VEHICLE}
      download={downloadVehicles}
      search={{ label: 'Search vehicles', placeholder: 'Search by model, transmission or fuel' }}
      state={{ ...vehicles, data: shown }}
      view={view}
      loading={<LoadingText label="Loading vehicles..." />}
      errorTitle="We could not load the vehicles"
      empty={
        <EmptyState
          icon="pi pi-car"
          title="There are no vehicles yet."
          text="Add the first car of the fleet: customers can book it as soon as it is saved."
          action={NEW_VEHICLE}
        />
      }
      table={{
        columns,
        rowHref: (vehicle) => `/admin/vehicles/${vehicle.id}`,
        rowLabel: (vehicle) => vehicle.model,
        empty: 'No vehicle matches this search',
      }}
      bulk={bulk}
    />
  )
}
