import { Form, Formik } from 'formik'
import { zodFormikValidate } from '../../../ui/form/zod-formik'
import { notifyError, notifySuccess } from '../../../ui/notify'
import { AdminPageHeader } from '../shared/admin-page-header'
import { LeaveGuard } from '../shared/leave-guard'
import { CreateActions } from '../shared/record-actions'
import { useGoBack } from '../shared/use-go-back'
import { createVehicle } from './save-vehicle'
import { VehicleFields } from './vehicle-fields'
import { emptyVehicleValues, VehicleFormSchema, type VehicleFormValues } from './vehicle-schemas'

/** /admin/vehicles/new: picture and fields; on success back one page (SPEC.md). */
export function AdminVehicleNewPage() {
  const goBack = useGoBack('/admin/vehicles')
  return (
    <section className="admin-page" aria-labelledby="vehicle-new-title">
      <AdminPageHeader
        titleId="vehicle-new-title"
        title="New Vehicle"
        back={{ href: '/admin/vehicles', label: 'Vehicles' }}
      />
      <div className="admin-card">
        <Formik
          initialValues={emptyVehicleValues}
          validate={zodFormikValidate<VehicleFormValues>(VehicleFormSchema)}
          onSubmit={async (values) => {
            try {
              await createVehicle(values)
              notifySuccess('Vehicle created successfully')
              goBack()
            } catch (error) {
              notifyError(error)
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
