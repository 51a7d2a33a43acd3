import './trip.css'
import { useQuery } from '@tanstack/react-query'
import { useSnapshot } from 'valtio'
import { Link, useParams } from 'wouter'
import { reservationQueries } from '../../../api/reservation-queries'
import { config } from '../../../config'
import { wholeHoursBetween } from '../../../domain/dates'
import { parseId } from '../../../domain/route-id'
import { formatCount, formatDateTime, formatPrice } from '../../../i18n/format'
import { session } from '../../../state/session'
import { LoadingText, LoadView } from '../../../ui/data/load-view'

/**
 * /user/reservations/{id}/receipt: a receipt to print, on a page of its own. Production keeps
 * only the total, so the price per hour shown is the one charged: the total over the hours.
 */
export function ReceiptPage() {
  const { reservationId } = useParams<{ reservationId: string }>()
  const id = parseId(reservationId)
  const reservation = useQuery(reservationQueries.myDetail(id))
  const { user } = useSnapshot(session)
  const back = `/user/reservations/${reservationId}`
  return (
    <div className="receipt-page">
      <div className="receipt-page__tools">
        <Link href={back} className="btn btn--ghost btn--small">
          <i className="pi pi-arrow-left" aria-hidden="true" /> Back to the reservation
        </Link>
        <button
          type="button"
          className="btn btn--ink btn--small"
          onClick={() => window.print()}
          disabled={!reservation.data}
        >
          <i className="pi pi-print" aria-hidden="true" /> Print
        </button>
      </div>
      <LoadView
        state={reservation}
        loading={<LoadingText label="Loading..." />}
        errorTitle="We could not show this receipt"
        back={{ href: '/user/reservations', label: 'Back to my reservations' }}
      >
        {(r) => {
          const hours = wholeHoursBetween(r.pickUpTime, r.dropOfTime)
          const perHour = hours > 0 ? r.totalPrice / hours : r.car.pricePerHour
          return (
            <article className="receipt" aria-labelledby="receipt-title">
              <header className="receipt__head">
                <div>
                  <p className="receipt__brand">{config.site.name}</p>
                  <address className="receipt__company">
                    {config.site.streetAddress}
                    <br />
                    {config.site.phones[0]} · {config.site.email}
                    <br />
                    {config.site.web}
                  </address>
                </div>
                <div className="receipt__title-block">
                  <h1 id="receipt-title" className="receipt__title">
                    Receipt
                  </h1>
                  <p>Reservation #{r.id}</p>
                  {user ? (
                    <p>
                      {user.firstName} {user.lastName}
                    </p>
                  ) : null}
                </div>
              </header>
              <dl className="receipt__facts">
                <dt>Car</dt>
                <dd>{r.car.model}</dd>
                <dt>Pick up</dt>
                <dd>
                  {formatDateTime(r.pickUpTime)}, {r.pickUpLocation}
                </dd>
                <dt>Drop off</dt>
                <dd>
                  {formatDateTime(r.dropOfTime)}, {r.dropOfLocation}
                </dd>
                <dt>Status</dt>
                <dd>{r.status}</dd>
              </dl>
              <table className="receipt__lines">
                <caption className="visually-hidden">Charges</caption>
                <thead>
                  <tr>
                    <th scope="col">Item</th>
                    <th scope="col">Hours charged</th>
                    <th scope="col">Price per hour</th>
                    <th scope="col">Amount</th>
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    <td>{r.car.model} rental</td>
                    <td>{formatCount(hours)}</td>
                    <td>{formatPrice(perHour)}</td>
                    <td>{formatPrice(r.totalPrice)}</td>
                  </tr>
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={3}>
                      Total
                    </th>
                    <td data-testid="receipt-total">{formatPrice(r.totalPrice)}</td>
                  </tr>
                </tfoot>
              </table>
              <p className="receipt__note">Hours are charged whole, rounded down.</p>
            </article>
          )
        }}
      </LoadView>
    </div>
  )
}
