import { Form, Formik } from 'formik'
import { useLocation } from 'wouter'
import { api } from '../../../api/app-api'
import { LoadView } from '../../../ui/data/load-view'
import { useLoad } from '../../../ui/data/use-load'
import { zodFormikValidate } from '../../../ui/form/zod-formik'
import { notifyError, notifySuccess } from '../../../ui/notify'
import { AdminPageHeader } from '../shared/admin-page-header'
import { BuiltInAlert } from '../shared/built-in-alert'
import { LeaveGuard } from '../shared/leave-guard'
import { EditActions } from '../shared/record-actions'
import { loadById, useIdParam } from '../shared/use-id-param'
import { deleteVehicle, updateVehicle } from './save-vehicle'
import { VehicleFields } from './vehicle-fields'
import { VehicleFormSchema, type VehicleFormValues, vehicleEditValues } from './vehicle-schemas'

/** /admin/vehicles/{vehicleId}: edit, replace the picture, or delete; built-ins read-only. */
export function AdminVehicleEditPage() {
  const id = useIdParam('vehicleId')
  const [, navigate] = useLocation()
  const vehicle = useLoad(() => loadById(id, 'vehicle', api.getVehicle), [id])
  return (
    <section className="admin-page" aria-labelledby="vehicle-edit-title">
      <AdminPageHeader
        titleId="vehicle-edit-title"
        title={vehicle.data?.model ?? 'Vehicle'}
        back={{ href: '/admin/vehicles', label: 'Vehicles' }}
      />
      <LoadView
        state={vehicle}
        back={{ href: '/admin/vehicles', label: 'Back to vehicles' }}
        errorTitle="We could not load this vehicle"
        isEmpty={() => false}
      >
        {(loaded) => (
          <>
            {loaded.builtIn && <BuiltInAlert />}
            <div className="admin-card">
              <Formik
                initialValues={vehicleEditValues(loaded)}
                enableReinitialize
                validate={zodFormikValidate<VehicleFormValues>(VehicleFormSchema)}
                onSubmit={async (values) => {
                  try {
                    await updateVehicle(id, values)
                    notifySuccess('Vehicle updated successfully')
                    vehicle.reload()
                  } catch (error) {
                    notifyError(error)
                  }
                }}
              >
                <Form className="admin-form" noValidate aria-label="Edit Vehicle">
                  <LeaveGuard />
                  <VehicleFields disabled={loaded.builtIn} />
                  <EditActions
                    readOnly={loaded.builtIn}
                    cancelHref="/admin/vehicles"
                    deleteHeader="Delete"
                    onDelete={async () => {
                      await deleteVehicle(id)
                      notifySuccess('Vehicle deleted')
                      navigate('/admin/vehicles')
                    }}
                  />
                </Form>
              </Formik>
            </div>
          </>
        )}
      </LoadView>
    </section>
  )
}
