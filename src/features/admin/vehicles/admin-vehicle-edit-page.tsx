import { useMutation, useQuery } from '@tanstack/react-query'
import { vehicleMutations } from '../../../api/vehicle-mutations'
import { vehicleQueries } from '../../../api/vehicle-queries'
import { msg, useT } from '../../../i18n/i18n'
import { saveForm } from '../../../ui/form/save-form'
import { NewReservationLink } from '../booking/customer-reservations'
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
const NO_FLAG_MESSAGE = msg(
  'This car has no built-in flag in the database, so the server can neither update nor delete it',
)

/** /admin/vehicles/{vehicleId}: edit, replace the picture, or delete; built-ins read-only. */
export function AdminVehicleEditPage() {
  const t = useT()
  const id = useIdParam('vehicleId')
  const vehicle = useQuery(vehicleQueries.detail(id))
  const update = useMutation(vehicleMutations.update(id))
  return (
    <AdminEditFrame
      list={{ href: '/admin/vehicles', label: t('Vehicles') }}
      title={vehicle.data?.model ?? t('Vehicle')}
      record={vehicle}
      actions={vehicle.data && <NewReservationLink carId={id} />}
      errorTitle={t('We could not load this vehicle')}
      form={(loaded) => ({
        label: t('Edit Vehicle'),
        initialValues: vehicleEditValues(loaded),
        schema: VehicleFormSchema,
        onSubmit: saveForm<VehicleFormValues>(
          (values) => update.mutateAsync(toVehicleSave(values)),
          { success: t('Vehicle updated successfully') },
        ),
        fields: <VehicleFields disabled={loaded.builtIn !== false} stored={loaded} />,
        readOnly: loaded.builtIn === null ? t(NO_FLAG_MESSAGE) : loaded.builtIn,
      })}
      remove={{
        header: t('Delete'),
        mutation: vehicleMutations.remove(id),
        success: t('Vehicle deleted'),
      }}
    />
  )
}
