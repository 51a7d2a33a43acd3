import { useQuery } from '@tanstack/react-query'
import { api } from '../../../api/app-api'
import { vehicleQueries } from '../../../api/vehicle-queries'
import { enumLabel, FUEL_TYPE_LABELS, TRANSMISSION_LABELS } from '../../../domain/enum-labels'
import type { Vehicle } from '../../../domain/vehicle'
import { formatCount, formatPrice } from '../../../i18n/format'
import { msg, useT } from '../../../i18n/i18n'
import { EmptyState } from '../../../ui/data/empty-state'
import { LoadingText } from '../../../ui/data/load-view'
import { fuelTypeLabel, transmissionLabel } from '../../../ui/vehicle/vehicle-labels'
import { useVehiclesBulk } from '../bulk/list-bulk'
import { usePendingView } from '../bulk/pending-store'
import { AdminListFrame } from '../common/admin-list-frame'
import type { AdminColumn } from '../common/admin-table'
import type { RowAccess } from '../common/table-query'
import { useTableView } from '../common/use-table-view'

const columns: ReadonlyArray<AdminColumn<Vehicle>> = [
  { field: 'model', header: msg('Model'), sortable: true },
  {
    field: 'age',
    header: msg('Age'),
    sortable: true,
    numeric: true,
    body: (vehicle) => formatCount(vehicle.age),
  },
  {
    field: 'pricePerHour',
    header: msg('Price/hour'),
    sortable: true,
    numeric: true,
    body: (vehicle) => formatPrice(vehicle.pricePerHour),
  },
]
const SORTABLE = columns.map((column) => column.field)

/** What the list's search looks in: the values, their English labels and the labels in the language in use, so a search in either language finds a car. */
export const vehicleSearchText = (v: Vehicle): string =>
  [
    v.model,
    v.transmission,
    enumLabel(TRANSMISSION_LABELS, v.transmission),
    transmissionLabel(v.transmission),
    v.fuelType,
    enumLabel(FUEL_TYPE_LABELS, v.fuelType),
    fuelTypeLabel(v.fuelType),
  ].join(' ')

const access: RowAccess<Vehicle> = {
  text: vehicleSearchText,
  sortValue: (v, field) => (field === 'model' ? v.model : Number(v[field as keyof Vehicle])),
}

const downloadVehicles = () => api.downloadVehicles()
const NEW_VEHICLE = { href: '/admin/vehicles/new', label: msg('New Vehicle'), icon: 'pi pi-plus' }

/** /admin/vehicles (titled Vehicles): the fleet, searchable and sortable; a click opens one. */
export function AdminVehiclesPage() {
  const t = useT()
  const newVehicle = { ...NEW_VEHICLE, label: t(NEW_VEHICLE.label) }
  const vehicles = useQuery(vehicleQueries.all())
  const shown = usePendingView('vehicles', vehicles.data)
  const view = useTableView(shown, { access, sortable: SORTABLE })
  const bulk = useVehiclesBulk(view.rows)
  return (
    <AdminListFrame
      title={t('Vehicles')}
      description={
        vehicles.data
          ? t('{count, plural, one {# car in the fleet} other {# cars in the fleet}}', {
              count: vehicles.data.length,
            })
          : undefined
      }
      create={newVehicle}
      download={downloadVehicles}
      search={{
        label: t('Search vehicles'),
        placeholder: t('Search by model, transmission or fuel'),
      }}
      state={{ ...vehicles, data: shown }}
      view={view}
      loading={<LoadingText label={t('Loading vehicles...')} />}
      errorTitle={t('We could not load the vehicles')}
      empty={
        <EmptyState
          icon="pi pi-car"
          title={t('There are no vehicles yet.')}
          text={t('Add the first car of the fleet: customers can book it as soon as it is saved.')}
          action={newVehicle}
        />
      }
      table={{
        columns,
        rowHref: (vehicle) => `/admin/vehicles/${vehicle.id}`,
        rowLabel: (vehicle) => vehicle.model,
        empty: t('No vehicle matches this search'),
      }}
      bulk={bulk}
    />
  )
}
