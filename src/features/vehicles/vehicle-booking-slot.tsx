import { useSnapshot } from 'valtio'
import { Link } from 'wouter'
import { session } from '../../state/session'

export const LOGIN_WARNING =
  'Please log in to system to check the availability of the car and make reservation.'

/**
 * Where booking happens. Anonymous visitors get SPEC.md's warning and a way to sign in;
 * signed-in users get the frame the booking form (a later issue) will fill.
 */
export function VehicleBookingSlot() {
  const { isUserLogin } = useSnapshot(session)
  if (!isUserLogin)
    return (
      <div className="vehicle-warning">
        <i className="pi pi-lock" aria-hidden="true" />
        <div>
          <p>{LOGIN_WARNING}</p>
          <Link href="/auth" className="vehicle-warning__link">
            Log in or register <i className="pi pi-arrow-right" aria-hidden="true" />
          </Link>
        </div>
      </div>
    )
  return (
    <section
      className="vehicle-booking"
      aria-labelledby="vehicle-booking-title"
      data-slot="booking-form"
    >
      <h2 id="vehicle-booking-title" className="vehicle-booking__title">
        <i className="pi pi-calendar-plus" aria-hidden="true" /> Booking
      </h2>
      <p className="vehicle-booking__note">
        Choose your pick-up and drop-off places and times here to check availability and book this
        car. The booking form is coming soon.
      </p>
    </section>
  )
}
