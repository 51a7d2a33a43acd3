import { useMutation } from '@tanstack/react-query'
import { vehicleMutations } from '../../../api/vehicle-mutations'
import { useT } from '../../../i18n/i18n'
import { saveForm } from '../../../ui/form/save-form'
import { AdminNewFrame } from '../common/admin-edit-frame'
import { useGoBack } from '../common/use-go-back'
import { VehicleFields } from './vehicle-fields'
import { emptyVehicleValues, toVehicleSave, VehicleFormSchema } from './vehicle-schemas'

/** /admin/vehicles/new: picture and fields; on success back one page (docs/product.md). */
export function AdminVehicleNewPage() {
  const t = useT()
  const goBack = useGoBack('/admin/vehicles')
  const create = useMutation(vehicleMutations.create())
  return (
    <AdminNewFrame
      list={{ href: '/admin/vehicles', label: t('Vehicles') }}
      title={t('New Vehicle')}
      form={{
        label: t('New Vehicle'),
        initialValues: emptyVehicleValues,
        schema: VehicleFormSchema,
        onSubmit: saveForm((values) => create.mutateAsync(toVehicleSave(values)), {
          success: t('Vehicle created successfully'),
          onSaved: goBack,
        }),
        fields: <VehicleFields />,
      }}
    />
  )
}
