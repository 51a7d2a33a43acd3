import { useQuery } from '@tanstack/react-query'
import { Form, Formik } from 'formik'
import { useLocation } from 'wouter'
import { fieldErrorsOf } from '../../../api/field-errors'
import { vehicleQueries } from '../../../api/vehicle-queries'
import { BuiltInAlert } from '../../../ui/built-in-alert'
import { LoadView } from '../../../ui/data/load-view'
import { showSaveFailure } from '../../../ui/form/server-errors'
import { zodFormikValidate } from '../../../ui/form/zod-formik'
import { notifySuccess } from '../../../ui/notify'
import { NewReservationLink } from '../booking/customer-reservations'
import { AdminPageHeader } from '../common/admin-page-header'
import { LeaveGuard } from '../common/leave-guard'
import { EditActions } from '../common/record-actions'
import { useIdParam } from '../common/use-id-param'
import { useVehicleMutations } from './save-vehicle'
import { VehicleFields } from './vehicle-fields'
import { VehicleFormSchema, type VehicleFormValues, vehicleEditValues } from './vehicle-schemas'

/** /admin/vehicles/{vehicleId}: edit, replace the picture, or delete; built-ins read-only. */
/**
 * Production fails on a car whose built-in flag is empty (data put in by hand) whenever it is
 * saved or deleted: the page says so rather than offer what cannot work.
 */
const NO_FLAG_MESSAGE =
  'This car has no built-in flag in the database, so the server can neither update nor delete it'

export function AdminVehicleEditPage() {
  const id = useIdParam('vehicleId')
  const [, navigate] = useLocation()
  const vehicle = useQuery(vehicleQueries.detail(id))
  const { update, remove } = useVehicleMutations()
  return (
    <section className="admin-page admin-page--form" aria-labelledby="vehicle-edit-title">
      <AdminPageHeader
        titleId="vehicle-edit-title"
        title={vehicle.data?.model ?? 'Vehicle'}
        back={{ href: '/admin/vehicles', label: 'Vehicles' }}
        actions={vehicle.data && <NewReservationLink carId={id} />}
      />
      <LoadView
        state={vehicle}
        back={{ href: '/admin/vehicles', label: 'Back to vehicles' }}
        errorTitle="We could not load this vehicle"
        isEmpty={() => false}
      >
        {(loaded) => (
          <>
            {loaded.builtIn === true && <BuiltInAlert />}
            {loaded.builtIn === null && <BuiltInAlert>{NO_FLAG_MESSAGE}</BuiltInAlert>}
            <div className="admin-card">
              <Formik
                initialValues={vehicleEditValues(loaded)}
                enableReinitialize
                validate={zodFormikValidate<VehicleFormValues>(VehicleFormSchema)}
                onSubmit={async (values, { setStatus }) => {
                  try {
                    await update.mutateAsync({ id, values })
                    notifySuccess('Vehicle updated successfully')
                  } catch (error) {
                    showSaveFailure(error, fieldErrorsOf(error), { setStatus: setStatus, values })
                  }
                }}
              >
                <Form className="admin-form" noValidate aria-label="Edit Vehicle">
                  <LeaveGuard />
                  <VehicleFields disabled={loaded.builtIn !== false} stored={loaded} />
                  <EditActions
                    readOnly={loaded.builtIn !== false}
                    cancelHref="/admin/vehicles"
                    deleteHeader="Delete"
                    onDelete={async () => {
                      await remove.mutateAsync(id)
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
