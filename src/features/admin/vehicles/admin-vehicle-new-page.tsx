import { Form, Formik } from 'formik'
import { fieldErrorsOf } from '../../../api/field-errors'
import { showSaveFailure } from '../../../ui/form/server-errors'
import { zodFormikValidate } from '../../../ui/form/zod-formik'
import { notifySuccess } from '../../../ui/notify'
import { AdminPageHeader } from '../common/admin-page-header'
import { LeaveGuard } from '../common/leave-guard'
import { CreateActions } from '../common/record-actions'
import { useGoBack } from '../common/use-go-back'
import { useVehicleMutations } from './save-vehicle'
import { VehicleFields } from './vehicle-fields'
import { emptyVehicleValues, VehicleFormSchema, type VehicleFormValues } from './vehicle-schemas'

/** /admin/vehicles/new: picture and fields; on success back one page (docs/product.md). */
export function AdminVehicleNewPage() {
  const goBack = useGoBack('/admin/vehicles')
  const { create } = useVehicleMutations()
  return (
    <section className="admin-page admin-page--form" aria-labelledby="vehicle-new-title">
      <AdminPageHeader
        titleId="vehicle-new-title"
        title="New Vehicle"
        back={{ href: '/admin/vehicles', label: 'Vehicles' }}
      />
      <div className="admin-card">
        <Formik
          initialValues={emptyVehicleValues}
          validate={zodFormikValidate<VehicleFormValues>(VehicleFormSchema)}
          onSubmit={async (values, { setStatus }) => {
            try {
              await create.mutateAsync(values)
              notifySuccess('Vehicle created successfully')
              goBack()
            } catch (error) {
              showSaveFailure(error, fieldErrorsOf(error), { setStatus: setStatus, values })
            }
          }}
        >
          <Form className="admin-form" noValidate aria-label="New Vehicle">
            <LeaveGuard />
            <VehicleFields />
            <CreateActions cancelHref="/admin/vehicles" />
          </Form>
        </Formik>
      </div>
    </section>
  )
}
