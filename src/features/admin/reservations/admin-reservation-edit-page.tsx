import { Form, Formik } from 'formik'
import { Link } from 'wouter'
import { api } from '../../../api/app-api'
import { LoadView } from '../../../ui/data/load-view'
import { useLoad } from '../../../ui/data/use-load'
import { DateField } from '../../../ui/form/date-field'
import { SelectField } from '../../../ui/form/select-field'
import { TextField } from '../../../ui/form/text-field'
import { zodFormikValidate } from '../../../ui/form/zod-formik'
import { notifyError, notifySuccess } from '../../../ui/notify'
import { AdminPageHeader } from '../shared/admin-page-header'
import { LeaveGuard } from '../shared/leave-guard'
import { EditActions } from '../shared/record-actions'
import { useGoBack } from '../shared/use-go-back'
import { loadById, useIdParam } from '../shared/use-id-param'
import {
  ReservationFormSchema,
  type ReservationFormValues,
  reservationValues,
  STATUS_OPTIONS,
  toReservationUpdate,
} from './reservation-schemas'

async function loadReservationAndCars(id: number) {
  const [reservation, vehicles] = await Promise.all([
    loadById(id, 'reservation', api.getReservation),
    api.getVehicles(),
  ])
  const cars = vehicles
    .map((vehicle) => ({ label: vehicle.model, value: vehicle.id }))
    .sort((a, b) => a.label.localeCompare(b.label))
  return { reservation, cars }
}

/** /admin/reservations/{reservationId}: change any field or the status, or delete it. */
export function AdminReservationEditPage() {
  const id = useIdParam('reservationId')
  const goBack = useGoBack('/admin/reservations')
  const loaded = useLoad(() => loadReservationAndCars(id), [id])

  return (
    <section className="admin-page" aria-labelledby="reservation-edit-title">
      <AdminPageHeader
        titleId="reservation-edit-title"
        title={`Reservation ${Number.isNaN(id) ? '' : `#${id}`}`.trim()}
        description={loaded.data?.reservation.car.model}
        back={{ href: '/admin/reservations', label: 'Reservations' }}
        actions={
          loaded.data && (
            <Link
              href={`/admin/users/${loaded.data.reservation.userId}`}
              className="p-button p-component p-button-text"
            >
              <i className="pi pi-user" aria-hidden="true" />
              Get customer
            </Link>
          )
        }
      />
      <LoadView
        state={loaded}
        errorTitle="We could not load this reservation"
        back={{ href: '/admin/reservations', label: 'Back to reservations' }}
        isEmpty={() => false}
      >
        {({ reservation, cars }) => (
          <div className="admin-card">
            <Formik<ReservationFormValues>
              initialValues={reservationValues(reservation)}
              enableReinitialize
              validate={zodFormikValidate<ReservationFormValues>(ReservationFormSchema)}
              onSubmit={async (values) => {
                try {
                  const { carId, input } = toReservationUpdate(values)
                  await api.updateReservation(id, carId, input)
                  notifySuccess('Reservation updated successfully')
                  loaded.reload()
                } catch (error) {
                  notifyError(error)
                }
              }}
            >
              <Form className="admin-form" noValidate aria-label="Edit Reservation">
                <LeaveGuard />
                <SelectField
                  name="carId"
                  label="Car"
                  options={cars}
                  filter
                  placeholder="Select a car"
                  required
                  className="admin-form__wide"
                />
                <TextField name="pickUpLocation" label="Pick up location" required />
                <TextField name="dropOfLocation" label="Drop off location" required />
                <DateField name="pickUpDate" label="Pick up date" required />
                <DateField name="pickUpTime" label="Pick up time" kind="time" required />
                <DateField name="dropOffDate" label="Drop off date" required />
                <DateField name="dropOffTime" label="Drop off time" kind="time" required />
                <SelectField
                  name="status"
                  label="Status"
                  options={STATUS_OPTIONS}
                  placeholder="Select a status"
                  required
                />
                <EditActions
                  readOnly={false}
                  cancelHref="/admin/reservations"
                  deleteHeader="Delete"
                  onDelete={async () => {
                    await api.deleteReservation(id)
                    notifySuccess('Reservation deleted successfully')
                    goBack()
                  }}
                />
              </Form>
            </Formik>
          </div>
        )}
      </LoadView>
    </section>
  )
}
