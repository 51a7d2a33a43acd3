import { useQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import { api } from '../../../api/app-api'
import { vehicleQueries } from '../../../api/vehicle-queries'
import type { Vehicle } from '../../../domain/vehicle'
import { EmptyState } from '../../../ui/data/empty-state'
import { LoadingText, LoadView } from '../../../ui/data/load-view'
import { formatPrice } from '../../../ui/vehicle/format-price'
import { transmissionLabel } from '../../../ui/vehicle/vehicle-labels'
import { useVehiclesBulk } from '../bulk/list-bulk'
import { usePendingView } from '../bulk/pending-store'
import { AdminPageHeader } from '../common/admin-page-header'
import { type AdminColumn, AdminTable } from '../common/admin-table'
import { DownloadButton } from '../common/download-button'
import { SearchBox } from '../common/search-box'
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
  // Found by the word on screen ('Manual') as well as the API's value ('Manuel').
  text: (v) => `${v.model} ${transmissionLabel(v.transmission)} ${v.transmission} ${v.fuelType}`,
  sortValue: (v, field) => (field === 'model' ? v.model : Number(v[field as keyof Vehicle])),
}

/** The list as a spreadsheet (one function, so the button need not render again). */
const downloadVehicles = () => api.downloadVehicles()

/** /admin/vehicles (titled Vehicles): the fleet, searchable and sortable; a click opens one. */
export function AdminVehiclesPage() {
  const vehicles = useQuery(vehicleQueries.all())
  const shown = usePendingView('vehicles', vehicles.data)
  const { query, update, setSearch, rows } = useTableView(shown, {
    access,
    sortable: SORTABLE,
  })
  const bulk = useVehiclesBulk(rows)

  return (
    <section className="admin-page" aria-labelledby="vehicles-title">
      <AdminPageHeader
        titleId="vehicles-title"
        title="Vehicles"
        description={vehicles.data ? `${vehicles.data.length} cars in the fleet` : undefined}
        actions={
          <>
            <Link href="/admin/vehicles/new" className="p-button p-component">
              <i className="pi pi-plus" aria-hidden="true" />
              New Vehicle
            </Link>
            <DownloadButton download={downloadVehicles} />
          </>
        }
      />
      <div className="admin-toolbar">
        <SearchBox
          label="Search vehicles"
          placeholder="Search by model, transmission or fuel"
          value={query.q}
          onChange={setSearch}
        />
      </div>
      {bulk.bars}
      <LoadView
        state={{ ...vehicles, data: shown }}
        loading={<LoadingText label="Loading vehicles..." />}
        errorTitle="We could not load the vehicles"
        empty={
          <EmptyState
            icon="pi pi-car"
            title="There are no vehicles yet."
            text="Add the first car of the fleet: customers can book it as soon as it is saved."
            action={{ href: '/admin/vehicles/new', label: 'New Vehicle', icon: 'pi pi-plus' }}
          />
        }
      >
        {() => (
          <AdminTable
            label="Vehicles"
            rows={rows}
            columns={columns}
            query={query}
            onQuery={update}
            rowHref={(vehicle) => `/admin/vehicles/${vehicle.id}`}
            rowLabel={(vehicle) => vehicle.model}
            empty="No vehicle matches this search"
            busy={vehicles.isFetching}
            selection={bulk.selection}
          />
        )}
      </LoadView>
    </section>
  )
}
