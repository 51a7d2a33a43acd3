import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Link } from 'wouter'
import { ApiError } from '../../../api/client'
import { reservationMutations } from '../../../api/reservation-mutations'
import { reservationQueries } from '../../../api/reservation-queries'
import { vehicleQueries } from '../../../api/vehicle-queries'
import { fieldErrorsOf } from '../../../domain/field-errors'
import { RESERVATION_FIELDS, type Reservation } from '../../../domain/reservation'
import type { Vehicle } from '../../../domain/vehicle'
import { allQueries } from '../../../ui/data/all-queries'
import { DateField } from '../../../ui/form/date-field'
import { saveForm } from '../../../ui/form/save-form'
import { SelectField } from '../../../ui/form/select-field'
import { TextField } from '../../../ui/form/text-field'
import { AdminEditFrame } from '../common/admin-edit-frame'
import { useGoBack } from '../common/use-go-back'
import { useIdParam } from '../common/use-id-param'
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
  const queryClient = useQueryClient()
  const update = useMutation(reservationMutations.update(id))
  const save = (reservation: Reservation) => async (values: ReservationFormValues) => {
    const { carId, input, pickUp, dropOff } = toReservationUpdate(values)
    // Production would move the reservation onto a booked car unchecked: ask first.
    if (needsCarCheck(reservation, carId, input.status)) {
      const { isAvailable } = await queryClient.fetchQuery(
        reservationQueries.availability(carId, pickUp, dropOff),
      )
      if (!isAvailable) throw new CarTakenError()
    }
    try {
      await update.mutateAsync({ carId, input })
    } catch (error) {
      const ownTimes =
        error instanceof ApiError &&
        error.status === 400 &&
        refusedForOwnTimes(reservation, carId, pickUp, dropOff)
      throw ownTimes ? new ApiError(OWN_TIMES_MESSAGE, 400, error.body) : error
    }
  }

  return (
    <AdminEditFrame
      list={{ href: '/admin/reservations', label: 'Reservations' }}
      title={`Reservation ${Number.isNaN(id) ? '' : `#${id}`}`.trim()}
      description={loaded.data?.reservation.car.model}
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
      record={loaded}
      errorTitle="We could not load this reservation"
      form={({ reservation, cars }) => ({
        label: 'Edit Reservation',
        initialValues: reservationValues(reservation),
        schema: ReservationFormSchema,
        onSubmit: saveForm(save(reservation), {
          success: 'Reservation updated successfully',
          aliases: RESERVATION_FIELDS,
          fieldErrors: (error) =>
            error instanceof CarTakenError ? { carId: [CAR_TAKEN_MESSAGE] } : fieldErrorsOf(error),
        }),
        fields: (
          <>
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
          </>
        ),
      })}
      remove={{
        header: 'Delete',
        mutation: reservationMutations.remove(id),
        success: 'Reservation deleted successfully',
        leave: goBack,
      }}
    />
  )
}
