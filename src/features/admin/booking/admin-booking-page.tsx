import './admin-booking.css'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Form, Formik, type FormikHelpers } from 'formik'
import { useMemo, useRef, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { ApiError } from '../../../api/client'
import { reservationMutations } from '../../../api/reservation-mutations'
import { reservationQueries } from '../../../api/reservation-queries'
import { userQueries } from '../../../api/user-queries'
import { vehicleQueries } from '../../../api/vehicle-queries'
import { wholeHoursBetween } from '../../../domain/dates'
import { RESERVATION_FIELDS } from '../../../domain/reservation'
import { parseId } from '../../../domain/route-id'
import type { UserListItem } from '../../../domain/user'
import type { Vehicle } from '../../../domain/vehicle'
import { formatCount, formatPrice } from '../../../i18n/format'
import { useT } from '../../../i18n/i18n'
import { allQueries } from '../../../ui/data/all-queries'
import { LoadView } from '../../../ui/data/load-view'
import { saveForm, showSaveFailure } from '../../../ui/form/save-form'
import { SelectField } from '../../../ui/form/select-field'
import { SubmitButton } from '../../../ui/form/submit-button'
import { TripFields } from '../../../ui/form/trip-fields'
import { zodFormikValidate } from '../../../ui/form/zod-formik'
import { AdminPage } from '../common/admin-page'
import { LeaveGuard } from '../common/leave-guard'
import {
  type AdminBookingValues,
  adminBookingSchema,
  checkKey,
  emptyAdminBooking,
  NOT_AVAILABLE_MESSAGE,
  toAdminBooking,
} from './admin-booking-schema'

type Check =
  | { status: 'idle' }
  | { status: 'available'; key: string; totalPrice: number; hours: number; pricePerHour: number }
  | { status: 'unavailable'; key: string }

const customerOptions = (users: readonly UserListItem[]) =>
  users
    .map((u) => ({ label: `${u.firstName} ${u.lastName} · ${u.email}`, value: u.id }))
    .sort((a, b) => a.label.localeCompare(b.label))

const carOptions = (cars: readonly Vehicle[]) =>
  cars
    .map((car) => ({ label: `${car.model} · #${car.id}`, value: car.id, price: car.pricePerHour }))
    .sort((a, b) => a.label.localeCompare(b.label))

/** The customers and cars to choose from, as one state for LoadView. */
function useChoices() {
  const users = useQuery({ ...userQueries.all(), select: customerOptions })
  const cars = useQuery({ ...vehicleQueries.all(), select: carOptions })
  const data = useMemo(
    () => (users.data && cars.data ? { users: users.data, cars: cars.data } : undefined),
    [users.data, cars.data],
  )
  return { ...allQueries([users, cars]), data }
}

/**
 * /admin/reservations/new (`?userId=` and `?carId=` preselect): an administrator books a car
 * for a customer who phones in. Like the customer's form it asks the car's availability and
 * price first; the second press books with production's booking-for-a-user call.
 */
export function AdminBookingPage({ now = () => new Date() }: { now?: () => Date }) {
  const t = useT()
  const search = new URLSearchParams(useSearch())
  const preset = (name: string) => {
    const id = parseId(search.get(name) ?? '')
    return Number.isNaN(id) ? null : id
  }
  const [startValues] = useState(() =>
    emptyAdminBooking({ userId: preset('userId'), carId: preset('carId') }),
  )
  const back =
    startValues.userId !== null ? `/admin/users/${startValues.userId}` : '/admin/reservations'
  const [, navigate] = useLocation()
  const choices = useChoices()
  const queryClient = useQueryClient()
  const [check, setCheck] = useState<Check>({ status: 'idle' })
  const latest = useRef(0)
  const book = useMutation(reservationMutations.bookForUser())
  const save = saveForm<AdminBookingValues>(
    (values) => book.mutateAsync(toAdminBooking(values, now())),
    {
      success: t('Reservation created successfully'),
      onSaved: (values) => navigate(`/admin/users/${values.userId}`),
      // A refusal (booked meanwhile, user gone) means what was checked no longer holds.
      onFailed: (error) => {
        if (error instanceof ApiError && error.status < 500) setCheck({ status: 'idle' })
      },
      aliases: RESERVATION_FIELDS,
    },
  )

  const submit = async (values: AdminBookingValues, helpers: FormikHelpers<AdminBookingValues>) => {
    const { setStatus, setFieldError } = helpers
    const key = checkKey(values)!
    if (check.status === 'available' && check.key === key) return save(values, helpers)
    const { carId, from, to } = toAdminBooking(values, now())
    const call = ++latest.current
    try {
      const answer = await queryClient.fetchQuery(reservationQueries.availability(carId, from, to))
      if (call !== latest.current) return
      if (!answer.isAvailable) {
        setCheck({ status: 'unavailable', key })
        setFieldError('carId', NOT_AVAILABLE_MESSAGE)
        return
      }
      const pricePerHour = choices.data?.cars.find((c) => c.value === carId)?.price ?? 0
      setCheck({
        status: 'available',
        key,
        totalPrice: answer.totalPrice,
        hours: wholeHoursBetween(from, to),
        pricePerHour,
      })
    } catch (error) {
      if (call === latest.current) showSaveFailure(error, {}, { setStatus, values })
    }
  }

  const today = now()
  return (
    <AdminPage
      title={t('New reservation')}
      description={t(
        "Book a car for a customer: the car's availability and price are checked first.",
      )}
      back={{ href: back, label: startValues.userId !== null ? t('Customer') : t('Reservations') }}
      form
    >
      <LoadView
        state={choices}
        errorTitle={t('We could not load the customers and cars')}
        isEmpty={() => false}
      >
        {({ users, cars }) => (
          <div className="admin-card">
            <Formik<AdminBookingValues>
              initialValues={startValues}
              validate={(values) =>
                zodFormikValidate<AdminBookingValues>(adminBookingSchema(now()))(values)
              }
              onSubmit={submit}
            >
              {({ values }) => {
                const key = checkKey(values)
                const shown = check.status !== 'idle' && check.key === key ? check : null
                return (
                  <Form className="admin-form" noValidate aria-label={t('New reservation')}>
                    <LeaveGuard />
                    <SelectField
                      name="userId"
                      label={t('Customer')}
                      options={users}
                      filter
                      placeholder={t('Select a customer')}
                      className="admin-form__wide"
                      required
                    />
                    <SelectField
                      name="carId"
                      label={t('Car')}
                      options={cars}
                      filter
                      placeholder={t('Select a car')}
                      className="admin-form__wide"
                      required
                    />
                    <TripFields today={today} pickUpDate={values.pickUpDate} />
                    <div className="admin-form__wide admin-booking__status" aria-live="polite">
                      {shown?.status === 'available' ? (
                        <div className="admin-booking__price">
                          <p className="admin-booking__available">
                            <i className="pi pi-check-circle" aria-hidden="true" />{' '}
                            {t('Available for these dates')}
                          </p>
                          <p className="admin-booking__total">
                            {t('Total price')}{' '}
                            <strong data-testid="total-price">
                              {formatPrice(shown.totalPrice)}
                            </strong>
                          </p>
                          <p className="admin-booking__breakdown">
                            {t(
                              '{hours, plural, one {{count} hour} other {{count} hours}} × {price} per hour',
                              {
                                hours: shown.hours,
                                count: formatCount(shown.hours),
                                price: formatPrice(shown.pricePerHour),
                              },
                            )}
                          </p>
                        </div>
                      ) : null}
                    </div>
                    <div className="admin-form__actions">
                      <SubmitButton
                        label={
                          shown?.status === 'available'
                            ? t('Book for customer')
                            : t('Check availability')
                        }
                        icon={shown?.status === 'available' ? 'pi pi-check' : 'pi pi-search'}
                      />
                    </div>
                  </Form>
                )
              }}
            </Formik>
          </div>
        )}
      </LoadView>
    </AdminPage>
  )
}
