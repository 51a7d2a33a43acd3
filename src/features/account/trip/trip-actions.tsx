import './trip.css'
import { Link } from 'wouter'
import { saveBlob } from '../../../api/download'
import { config } from '../../../config'
import { bookAgainHref } from '../../../domain/book-again'
import type { Reservation } from '../../../domain/reservation'
import { useT } from '../../../i18n/i18n'
import { reservationCalendar } from './calendar-file'

/** What a customer does with a reservation: put it in a calendar, print a receipt, book again. */
export function TripActions({ reservation }: { reservation: Reservation }) {
  const t = useT()
  const addToCalendar = () => {
    const text = reservationCalendar(
      reservation,
      { name: config.site.name, web: config.site.web, phone: config.site.phones[0] },
      new Date(),
    )
    saveBlob(new Blob([text], { type: 'text/calendar' }), `reservation-${reservation.id}.ics`)
  }
  return (
    <nav className="trip-actions" aria-label={t('This reservation')}>
      <button type="button" className="btn btn--ghost btn--small" onClick={addToCalendar}>
        <i className="pi pi-calendar-plus" aria-hidden="true" /> {t('Add to calendar')}
      </button>
      <Link
        href={`/user/reservations/${reservation.id}/receipt`}
        className="btn btn--ghost btn--small"
      >
        <i className="pi pi-print" aria-hidden="true" /> {t('Print receipt')}
      </Link>
      <Link
        href={bookAgainHref(reservation.car.id, reservation)}
        className="btn btn--ink btn--small"
      >
        <i className="pi pi-replay" aria-hidden="true" /> {t('Book again')}
      </Link>
    </nav>
  )
}
