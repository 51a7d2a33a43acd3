import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Link } from 'wouter'
import { ApiError } from '../../../api/client'
import { reservationMutations } from '../../../api/reservation-mutations'
import { reservationQueries } from '../../../api/reservation-queries'
import { vehicleQueries } from '../../../api/vehicle-queries'
import { fieldErrorsOf } from '../../../domain/field-errors-of'
import { RESERVATION_FIELDS, type Reservation } from '../../../domain/reservation'
import type { Vehicle } from '../../../domain/vehicle'
import { t, useT } from '../../../i18n/i18n'
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
    super(t(CAR_TAKEN_MESSAGE))
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
  const t = useT()
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
      throw ownTimes ? new ApiError(t(OWN_TIMES_MESSAGE), 400, error.body) : error
    }
  }

  return (
    <AdminEditFrame
      list={{ href: '/admin/reservations', label: t('Reservations') }}
      title={Number.isNaN(id) ? t('Reservation') : t('Reservation #{id}', { id })}
      description={loaded.data?.reservation.car.model}
      actions={
        loaded.data && (
          <Link
            href={`/admin/users/${loaded.data.reservation.userId}`}
            className="p-button p-component p-button-text"
          >
            <i className="pi pi-user" aria-hidden="true" />
            {t('Get customer')}
          </Link>
        )
      }
      record={loaded}
      errorTitle={t('We could not load this reservation')}
      form={({ reservation, cars }) => ({
        label: t('Edit Reservation'),
        initialValues: reservationValues(reservation),
        schema: ReservationFormSchema,
        onSubmit: saveForm(save(reservation), {
          success: t('Reservation updated successfully'),
          aliases: RESERVATION_FIELDS,
          fieldErrors: (error) =>
            error instanceof CarTakenError
              ? { carId: [t(CAR_TAKEN_MESSAGE)] }
              : fieldErrorsOf(error),
        }),
        fields: (
          <>
            <SelectField
              name="carId"
              label={t('Car')}
              options={cars}
              filter
              placeholder={t('Select a car')}
              required
            />
            <SelectField
              name="status"
              label={t('Status')}
              options={STATUS_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
              placeholder={t('Select a status')}
              required
            />
            <TextField name="pickUpLocation" label={t('Pick up location')} required />
            <TextField name="dropOfLocation" label={t('Drop off location')} required />
            <DateField name="pickUpDate" label={t('Pick up date')} required />
            <DateField name="pickUpTime" label={t('Pick up time')} kind="time" required />
            <DateField name="dropOffDate" label={t('Drop off date')} required />
            <DateField name="dropOffTime" label={t('Drop off time')} kind="time" required />
          </>
        ),
      })}
      remove={{
        header: t('Delete'),
        mutation: reservationMutations.remove(id),
        success: t('Reservation deleted successfully'),
        leave: goBack,
      }}
    />
  )
}
