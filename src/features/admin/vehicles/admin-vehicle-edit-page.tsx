import { useMutation, useQuery } from '@tanstack/react-query'
import { vehicleMutations } from '../../../api/vehicle-mutations'
import { vehicleQueries } from '../../../api/vehicle-queries'
import { saveForm } from '../../../ui/form/save-form'
import { AdminEditFrame } from '../common/admin-edit-frame'
import { useIdParam } from '../common/use-id-param'
import { VehicleFields } from './vehicle-fields'
import {
  toVehicleSave,
  VehicleFormSchema,
  type VehicleFormValues,
  vehicleEditValues,
} from './vehicle-schemas'

/** Production fails to save or delete a car whose built-in flag is empty: the page says so. */
const NO_FLAG_MESSAGE =
  'This car has no built-in flag in the database, so the server can neither update nor delete it'

/** /admin/vehicles/{vehicleId}: edit, replace the picture, or delete; built-ins read-only. */
export function AdminVehicleEditPage() {
  const id = useIdParam('vehicleId')
  const vehicle = useQuery(vehicleQueries.detail(id))
  const update = useMutation(vehicleMutations.update(id))
  return (
    <AdminEditFrame
      list={{ href: '/admin/vehicles', label: 'Vehicles' }}
      title={vehicle.data?.model ?? 'Vehicle'}
      record={vehicle}
      errorTitle="We could not load this vehicle"
      form={(loaded) => ({
        label: 'Edit Vehicle',
        initialValues: vehicleEditValues(loaded),
        schema: VehicleFormSchema,
        onSubmit: saveForm<VehicleFormValues>(
          (values) => update.mutateAsync(toVehicleSave(values)),
          { success: 'Vehicle updated successfully' },
        ),
        fields: <VehicleFields disabled={loaded.builtIn !== false} stored={loaded} />,
        readOnly: loaded.builtIn === null ? NO_FLAG_MESSAGE : loaded.builtIn,
      })}
      remove={{
        header: 'Delete',
        mutation: vehicleMutations.remove(id),
        success: 'Vehicle deleted',
      }}
    />
  )
}
