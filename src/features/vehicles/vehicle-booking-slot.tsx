import { Suspense } from 'react'
import { useSnapshot } from 'valtio'
import { Link, useSearch } from 'wouter'
import { bookAgainPlaces } from '../../domain/book-again'
import { useT } from '../../i18n/i18n'
import { msg } from '../../i18n/msg'
import { session } from '../../state/session'
import { LoadingText } from '../../ui/data/load-view'
import { lazyWithPrime } from '../../ui/lazy-with-prime'
import type { VehicleView } from '../../ui/vehicle/vehicle-view'

export const LOGIN_WARNING = msg(
  'Please log in to system to check the availability of the car and make reservation.',
)

// Anonymous visitors never download the booking form (nor PrimeReact, which it brings).
const BookingForm = lazyWithPrime(async () => (await import('./booking/booking-form')).BookingForm)

/** Where booking happens. Anonymous visitors get the product's warning and a way to sign in; signed-in users get the booking form. */
export function VehicleBookingSlot({ vehicle }: { vehicle: VehicleView }) {
  const t = useT()
  const { isUserLogin } = useSnapshot(session)
  // "Book again" brings an earlier trip's places; its dates are the customer's to choose.
  const again = bookAgainPlaces(useSearch())
  if (!isUserLogin)
    return (
      <div className="vehicle-warning">
        <i className="pi pi-lock" aria-hidden="true" />
        <div>
          <p>{t(LOGIN_WARNING)}</p>
          <Link href="/auth" className="vehicle-warning__link">
            {t('Log in or register')} <i className="pi pi-arrow-right" aria-hidden="true" />
          </Link>
        </div>
      </div>
    )
  return (
    <section className="vehicle-booking" aria-labelledby="vehicle-booking-title">
      <h2 id="vehicle-booking-title" className="vehicle-booking__title">
        <i className="pi pi-calendar-plus" aria-hidden="true" /> {t('Book this car')}
      </h2>
      <Suspense fallback={<LoadingText label={t('Loading the booking form…')} />}>
        <BookingForm
          vehicle={vehicle}
          initialValues={
            again
              ? {
                  ...again,
                  pickUpDate: null,
                  pickUpTime: null,
                  dropOffDate: null,
                  dropOffTime: null,
                }
              : undefined
          }
        />
      </Suspense>
    </section>
  )
}
