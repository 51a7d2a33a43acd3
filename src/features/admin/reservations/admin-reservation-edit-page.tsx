import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Form, Formik } from 'formik'
import { useMemo } from 'react'
import { Link } from 'wouter'
import { api } from '../../../api/app-api'
import { ApiError } from '../../../api/client'
import { fieldErrorsOf } from '../../../api/field-errors'
import { reservationQueries } from '../../../api/reservation-queries'
import { vehicleQueries } from '../../../api/vehicle-queries'
import { RESERVATION_FIELDS, type Reservation } from '../../../domain/reservation'
import type { Vehicle } from '../../../domain/vehicle'
import { allQueries } from '../../../ui/data/all-queries'
import { LoadView } from '../../../ui/data/load-view'
import { DateField } from '../../../ui/form/date-field'
import { SelectField } from '../../../ui/form/select-field'
import { showSaveFailure } from '../../../ui/form/server-errors'
import { TextField } from '../../../ui/form/text-field'
import { zodFormikValidate } from '../../../ui/form/zod-formik'
import { notifySuccess } from '../../../ui/notify'
import { AdminPageHeader } from '../common/admin-page-header'
import { LeaveGuard } from '../common/leave-guard'
import { EditActions } from '../common/record-actions'
import { useGoBack } from '../common/use-go-back'
import { useIdParam } from '../common/use-id-param'
import { useInvalidate } from '../common/use-invalidate'
import {
  CAR_TAKEN_MESSAGE,
  needsCarCheck,
  OWN_TIMES_MESSAGE,
  ReservationFormSchema,
  type ReservationFormValues,
  refusedForOwnTimes,
  reservationValues,
  STATUS_OPTIONS,
  toReservationUpdate,
} from './reservation-schemas'

/** The app's own check refused the save: nothing was sent. */
class CarTakenError extends Error {
  constructor() {
    super(CAR_TAKEN_MESSAGE)
  }
}

const carOptions = (vehicles: readonly Vehicle[]) =>
  vehicles
    .map((vehicle) => ({ label: vehicle.model, value: vehicle.id }))
    .sort((a, b) => a.label.localeCompare(b.label))

/** The reservation and the cars it may be moved to, as one state for LoadView. */
function useReservationAndCars(id: number) {
  const reservation = useQuery(reservationQueries.detail(id))
  const cars = useQuery({ ...vehicleQueries.all(), select: carOptions })
  const data = useMemo(
    () =>
      reservation.data && cars.data
        ? { reservation: reservation.data, cars: cars.data }
        : undefined,
    [reservation.data, cars.data],
  )
  return { ...allQueries([reservation, cars]), data }
}

/** /admin/reservations/{reservationId}: change any field or the status, or delete it. */
export function AdminReservationEditPage() {
  const id = useIdParam('reservationId')
  const goBack = useGoBack('/admin/reservations')
  const loaded = useReservationAndCars(id)
  const invalidate = useInvalidate()
  const queryClient = useQueryClient()
  const update = useMutation({
    mutationFn: async ({
      values,
      reservation,
    }: {
      values: ReservationFormValues
      reservation: Reservation
    }) => {
      const { carId, input, pickUp, dropOff } = toReservationUpdate(values)
      // Production would move the reservation onto a booked car unchecked: ask first.
      if (needsCarCheck(reservation, carId, input.status)) {
        const { isAvailable } = await queryClient.fetchQuery(
          reservationQueries.availability(carId, pickUp, dropOff),
        )
        if (!isAvailable) throw new CarTakenError()
      }
      try {
        await api.updateReservation(id, carId, input)
      } catch (error) {
        const ownTimes =
          error instanceof ApiError &&
          error.status === 400 &&
          refusedForOwnTimes(reservation, carId, pickUp, dropOff)
        throw ownTimes ? new ApiError(OWN_TIMES_MESSAGE, 400, error.body) : error
      }
    },
    onSuccess: () => invalidate(reservationQueries.key),
  })
  const remove = useMutation({
    mutationFn: () => api.deleteReservation(id),
    onSuccess: () => invalidate(reservationQueries.key, reservationQueries.detail(id).queryKey),
  })

  return (
    <section className="admin-page admin-page--form" aria-labelledby="reservation-edit-title">
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
              onSubmit={async (values, { setStatus }) => {
                try {
                  await update.mutateAsync({ values, reservation })
                  notifySuccess('Reservation updated successfully')
                } catch (error) {
                  const fields =
                    error instanceof CarTakenError
                      ? { carId: [CAR_TAKEN_MESSAGE] }
                      : fieldErrorsOf(error)
                  showSaveFailure(
                    error,
                    fields,
                    { setStatus: setStatus, values },
                    RESERVATION_FIELDS,
                  )
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
                />
                <SelectField
                  name="status"
                  label="Status"
                  options={STATUS_OPTIONS}
                  placeholder="Select a status"
                  required
                />
                <TextField name="pickUpLocation" label="Pick up location" required />
                <TextField name="dropOfLocation" label="Drop off location" required />
                <DateField name="pickUpDate" label="Pick up date" required />
                <DateField name="pickUpTime" label="Pick up time" kind="time" required />
                <DateField name="dropOffDate" label="Drop off date" required />
                <DateField name="dropOffTime" label="Drop off time" kind="time" required />
                <EditActions
                  readOnly={false}
                  cancelHref="/admin/reservations"
                  deleteHeader="Delete"
                  onDelete={async () => {
                    await remove.mutateAsync()
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
