import './booking-form.css'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Form, Formik, type FormikHelpers, useFormikContext } from 'formik'
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import { ApiError } from '../../../api/client'
import { reservationMutations } from '../../../api/reservation-mutations'
import { reservationQueries } from '../../../api/reservation-queries'
import { toSent, wholeHoursBetween } from '../../../domain/dates'
import { RESERVATION_FIELDS } from '../../../domain/reservation'
import { formatPrice } from '../../../i18n/format'
import { useT } from '../../../i18n/i18n'
import { CheckboxField } from '../../../ui/form/checkbox-field'
import { MaskField } from '../../../ui/form/mask-field'
import { saveForm } from '../../../ui/form/save-form'
import { SubmitButton } from '../../../ui/form/submit-button'
import { TextField } from '../../../ui/form/text-field'
import { TripFields } from '../../../ui/form/trip-fields'
import { zodFormikValidate } from '../../../ui/form/zod-formik'
import type { VehicleView } from '../../../ui/vehicle/vehicle-view'
import { clearDraft, loadDraft, saveDraft } from './booking-draft'
import {
  type BookingValues,
  bookingSchemas,
  emptyBookingValues,
  NOT_AVAILABLE_MESSAGE,
  rangeOf,
} from './booking-schema'

type Availability =
  | { status: 'idle' }
  | { status: 'checking'; key: string }
  | { status: 'available'; key: string; totalPrice: number; hours: number }
  | { status: 'unavailable'; key: string }
  | { status: 'failed'; key: string; message: string }

/** The dates and times a check was made for: changing any of them calls for a new check. */
function keyOf(values: BookingValues): string | null {
  const range = rangeOf(values)
  return range ? `${toSent(range.from)}|${toSent(range.to)}` : null
}

function DraftKeeper() {
  const { values } = useFormikContext<BookingValues>()
  useEffect(() => saveDraft(values), [values])
  return null
}

export interface BookingFormProps {
  vehicle: Pick<VehicleView, 'id' | 'model' | 'pricePerHour'>
  /** The moment "today" and "the past" are judged by (tests pin it). */
  now?: () => Date
  initialValues?: Partial<BookingValues>
}

/** The booking form: it checks the car is free once the dates are filled, then offers Book Now. */
export function BookingForm({ vehicle, now = () => new Date(), initialValues }: BookingFormProps) {
  const t = useT()
  const [, navigate] = useLocation()
  const [availability, setAvailability] = useState<Availability>({ status: 'idle' })
  const latestCheck = useRef(0)
  const queryClient = useQueryClient()
  const book = useMutation(reservationMutations.book(vehicle.id))
  // The kept draft fills the form again after a reload or a sign-in detour.
  const [startValues] = useState<BookingValues>(() => ({
    ...emptyBookingValues,
    ...loadDraft(),
    ...initialValues,
  }))

  const check = async (values: BookingValues) => {
    const key = keyOf(values)
    const range = rangeOf(values)
    if (!key || !range) return
    // Only the dates' own rules must hold to ask the server; the places may come later.
    const { check: rules } = bookingSchemas(now())
    const result = rules.safeParse({ ...values, pickUpLocation: 'x', dropOfLocation: 'x' })
    if (!result.success) return
    const call = ++latestCheck.current
    setAvailability({ status: 'checking', key })
    try {
      const { isAvailable, totalPrice } = await queryClient.fetchQuery(
        reservationQueries.availability(vehicle.id, range.from, range.to),
      )
      if (call !== latestCheck.current) return
      setAvailability(
        isAvailable
          ? {
              status: 'available',
              key,
              totalPrice,
              hours: wholeHoursBetween(range.from, range.to),
            }
          : { status: 'unavailable', key },
      )
    } catch (error) {
      if (call !== latestCheck.current) return
      setAvailability({
        status: 'failed',
        key,
        message: error instanceof Error ? error.message : String(error),
      })
    }
  }

  const validate = (values: BookingValues) => {
    const stage = availability.status === 'available' && availability.key === keyOf(values)
    const schemas = bookingSchemas(now())
    return zodFormikValidate<BookingValues>(stage ? schemas.book : schemas.check)(values)
  }

  const bookNow = saveForm<BookingValues>(
    (values) => {
      const range = rangeOf(values)!
      // Card details and the contract flag are checked here and never sent (docs/product.md).
      return book.mutateAsync({
        pickUpTime: toSent(range.from),
        dropOfTime: toSent(range.to),
        pickUpLocation: values.pickUpLocation.trim(),
        dropOfLocation: values.dropOfLocation.trim(),
      })
    },
    {
      success: t('Reservation created successfully'),
      onSaved: () => {
        clearDraft()
        navigate('/')
      },
      aliases: RESERVATION_FIELDS,
      // A refusal means what was checked no longer holds, so the form asks again; no response keeps Book Now.
      onFailed: (error) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          latestCheck.current++
          setAvailability({ status: 'idle' })
        }
      },
    },
  )

  const submit = async (values: BookingValues, helpers: FormikHelpers<BookingValues>) => {
    if (availability.status === 'available' && availability.key === keyOf(values))
      return bookNow(values, helpers)
    await check(values)
  }

  // A draft that came back whole is checked at once, as leaving its last field would have.
  const checkedOnOpen = useRef(false)
  useEffect(() => {
    if (checkedOnOpen.current) return
    checkedOnOpen.current = true
    if (keyOf(startValues)) void check(startValues)
  })

  const today = now()
  return (
    <Formik<BookingValues> initialValues={startValues} validate={validate} onSubmit={submit}>
      {({ values }) => {
        const key = keyOf(values)
        const available =
          availability.status === 'available' && availability.key === key ? availability : null
        const shown =
          availability.status !== 'idle' && availability.key === key ? availability : null
        return (
          <Form
            className="booking-form"
            noValidate
            aria-label={t('Booking')}
            onBlur={() => {
              const checkedKey = availability.status === 'idle' ? null : availability.key
              if (key && key !== checkedKey) void check(values)
            }}
          >
            <DraftKeeper />
            <fieldset className="booking-form__group">
              <legend className="booking-form__legend">{t('Where and when')}</legend>
              <TripFields today={today} pickUpDate={values.pickUpDate} />
            </fieldset>

            <div aria-live="polite" className="booking-form__status">
              {shown?.status === 'checking' ? (
                <p className="booking-form__note">
                  <i className="pi pi-spin pi-spinner" aria-hidden="true" />{' '}
                  {t('Checking availability…')}
                </p>
              ) : null}
              {shown?.status === 'unavailable' ? (
                <p className="booking-form__unavailable" role="alert">
                  <i className="pi pi-times-circle" aria-hidden="true" /> {t(NOT_AVAILABLE_MESSAGE)}
                </p>
              ) : null}
              {shown?.status === 'failed' ? (
                <p className="booking-form__unavailable" role="alert">
                  <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {t(shown.message)}
                </p>
              ) : null}
              {available ? (
                <div className="booking-form__price">
                  <p className="booking-form__available">
                    <i className="pi pi-check-circle" aria-hidden="true" />{' '}
                    {t('Available for these dates')}
                  </p>
                  <p className="booking-form__total">
                    {t('Total price')}{' '}
                    <strong data-testid="total-price">{formatPrice(available.totalPrice)}</strong>
                  </p>
                  <p className="booking-form__breakdown" data-testid="price-breakdown">
                    {t('{hours, plural, one {# hour} other {# hours}} × {price} per hour', {
                      hours: available.hours,
                      price: formatPrice(vehicle.pricePerHour),
                    })}
                  </p>
                  <p className="booking-form__breakdown">
                    {t('Hours are charged whole, rounded down.')}
                  </p>
                </div>
              ) : null}
            </div>

            {available ? (
              <fieldset className="booking-form__group booking-form__card">
                <legend className="booking-form__legend">{t('Payment card')}</legend>
                <MaskField
                  name="cardNo"
                  label={t('Card number')}
                  mask="9999-9999-9999-9999"
                  placeholder="1234-5678-9012-3456"
                  autoComplete="cc-number"
                  inputMode="numeric"
                  className="booking-form__wide"
                  required
                />
                <TextField
                  name="nameOnCard"
                  label={t('Name on card')}
                  autoComplete="cc-name"
                  className="booking-form__wide"
                  required
                />
                <MaskField
                  name="expireDate"
                  label={t('Expire date')}
                  mask="99/99"
                  placeholder={t('MM/YY')}
                  autoComplete="cc-exp"
                  inputMode="numeric"
                  required
                />
                <TextField
                  name="cvc"
                  label={t('CVC')}
                  maxLength={3}
                  autoComplete="cc-csc"
                  inputMode="numeric"
                  required
                />
                <CheckboxField
                  name="contract"
                  label={t('I have read the rental contract and accept it')}
                  className="booking-form__wide"
                  required
                />
              </fieldset>
            ) : null}

            <SubmitButton
              label={available ? t('Book Now') : t('Check Avaliabilty')}
              icon={available ? 'pi pi-check' : 'pi pi-search'}
              busy={shown?.status === 'checking'}
              className="booking-form__submit"
            />
          </Form>
        )
      }}
    </Formik>
  )
}
