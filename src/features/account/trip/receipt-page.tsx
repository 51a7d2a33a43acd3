import './trip.css'
import { useQuery } from '@tanstack/react-query'
import { useSnapshot } from 'valtio'
import { Link, useParams } from 'wouter'
import { reservationQueries } from '../../../api/reservation-queries'
import { config } from '../../../config'
import { wholeHoursBetween } from '../../../domain/dates'
import { parseId } from '../../../domain/route-id'
import { formatCount, formatDateTime, formatPrice } from '../../../i18n/format'
import { useT } from '../../../i18n/i18n'
import { session } from '../../../state/session'
import { LoadingText, LoadView } from '../../../ui/data/load-view'
import { statusLabel } from '../../../ui/status-label'

/**
 * /user/reservations/{id}/receipt: a receipt to print, on a page of its own. Production keeps
 * only the total, so the price per hour shown is the one charged: the total over the hours.
 */
export function ReceiptPage() {
  const t = useT()
  const { reservationId } = useParams<{ reservationId: string }>()
  const id = parseId(reservationId)
  const reservation = useQuery(reservationQueries.myDetail(id))
  const { user } = useSnapshot(session)
  const back = `/user/reservations/${reservationId}`
  return (
    <div className="receipt-page">
      <div className="receipt-page__tools">
        <Link href={back} className="btn btn--ghost btn--small">
          <i className="pi pi-arrow-left" aria-hidden="true" /> {t('Back to the reservation')}
        </Link>
        <button
          type="button"
          className="btn btn--ink btn--small"
          onClick={() => window.print()}
          disabled={!reservation.data}
        >
          <i className="pi pi-print" aria-hidden="true" /> {t('Print')}
        </button>
      </div>
      <LoadView
        state={reservation}
        loading={<LoadingText label={t('Loading...')} />}
        errorTitle={t('We could not show this receipt')}
        back={{ href: '/user/reservations', label: t('Back to my reservations') }}
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
                    {t('Receipt')}
                  </h1>
                  <p>{t('Reservation #{id}', { id: String(r.id) })}</p>
                  {user ? (
                    <p>
                      {user.firstName} {user.lastName}
                    </p>
                  ) : null}
                </div>
              </header>
              <dl className="receipt__facts">
                <dt>{t('Car')}</dt>
                <dd>{r.car.model}</dd>
                <dt>{t('Pick up')}</dt>
                <dd>
                  {formatDateTime(r.pickUpTime)}, {r.pickUpLocation}
                </dd>
                <dt>{t('Drop off')}</dt>
                <dd>
                  {formatDateTime(r.dropOfTime)}, {r.dropOfLocation}
                </dd>
                <dt>{t('Status')}</dt>
                <dd>{statusLabel(r.status)}</dd>
              </dl>
              <table className="receipt__lines">
                <caption className="visually-hidden">{t('Charges')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('Item')}</th>
                    <th scope="col">{t('Hours charged')}</th>
                    <th scope="col">{t('Price per hour')}</th>
                    <th scope="col">{t('Amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    <td>{t('{model} rental', { model: r.car.model })}</td>
                    <td>{formatCount(hours)}</td>
                    <td>{formatPrice(perHour)}</td>
                    <td>{formatPrice(r.totalPrice)}</td>
                  </tr>
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={3}>
                      {t('Total')}
                    </th>
                    <td data-testid="receipt-total">{formatPrice(r.totalPrice)}</td>
                  </tr>
                </tfoot>
              </table>
              <p className="receipt__note">{t('Hours are charged whole, rounded down.')}</p>
            </article>
          )
        }}
      </LoadView>
    </div>
  )
}
