import './account.css'
import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'wouter'
import { reservationQueries } from '../../api/reservation-queries'
import { parseId } from '../../domain/route-id'
import { formatCount, formatDateTime, formatPrice } from '../../i18n/format'
import { useT } from '../../i18n/i18n'
import { LoadingText, LoadView } from '../../ui/data/load-view'
import { FactList } from '../../ui/fact-list'
import { Accordion, AccordionTab } from '../../ui/prime/accordion'
import { StatusTag } from '../../ui/status-tag'
import { fuelTypeLabel, transmissionLabel, yesNo } from '../../ui/vehicle/vehicle-labels'
import { TripActions } from './trip/trip-actions'

function BackLink() {
  const t = useT()
  return (
    <Link href="/user/reservations" className="btn btn--ghost btn--small account-back">
      <i className="pi pi-arrow-left" aria-hidden="true" /> {t('Back to my reservations')}
    </Link>
  )
}

/** /user/reservations/{id}: one of the customer's reservations, with its car. */
export function ReservationDetailsPage() {
  const t = useT()
  const { reservationId } = useParams<{ reservationId: string }>()
  const reservation = useQuery(reservationQueries.myDetail(parseId(reservationId)))

  return (
    <div className="container account-page">
      <BackLink />
      <p className="eyebrow">{t('Your account')}</p>
      <h1 className="account-title">{t('Reservation Details')}</h1>
      <LoadView
        state={reservation}
        loading={<LoadingText label={t('Loading...')} />}
        errorTitle={t('We could not show this reservation')}
      >
        {(r) => (
          <>
            <TripActions reservation={r} />
            <Accordion multiple activeIndex={[0, 1]} className="account-accordion">
              <AccordionTab header={t('Reservation Details')}>
                <FactList
                  facts={[
                    { term: t('Total price'), value: formatPrice(r.totalPrice), icon: 'pi-dollar' },
                    { term: t('Pick up location'), value: r.pickUpLocation, icon: 'pi-map-marker' },
                    { term: t('Drop off location'), value: r.dropOfLocation, icon: 'pi-flag' },
                    {
                      term: t('Pick up time'),
                      value: formatDateTime(r.pickUpTime),
                      icon: 'pi-calendar',
                    },
                    {
                      term: t('Drop off time'),
                      value: formatDateTime(r.dropOfTime),
                      icon: 'pi-calendar',
                    },
                    {
                      term: t('Status'),
                      value: <StatusTag status={r.status} />,
                      icon: 'pi-info-circle',
                    },
                  ]}
                />
              </AccordionTab>
              <AccordionTab header={t('Car Details')}>
                <FactList
                  facts={[
                    { term: t('Model'), value: r.car.model, icon: 'pi-car' },
                    { term: t('Doors'), value: formatCount(r.car.doors), icon: 'pi-th-large' },
                    { term: t('Seats'), value: formatCount(r.car.seats), icon: 'pi-users' },
                    {
                      term: t('Luggage'),
                      value: t('{luggage} lt', { luggage: formatCount(r.car.luggage) }),
                      icon: 'pi-briefcase',
                    },
                    {
                      term: t('Transmission'),
                      value: t(transmissionLabel(r.car.transmission)),
                      icon: 'pi-sliders-h',
                    },
                    {
                      term: t('Air conditioning'),
                      value: t(yesNo(r.car.airConditioning)),
                      icon: 'pi-asterisk',
                    },
                    { term: t('Fuel type'), value: fuelTypeLabel(r.car.fuelType), icon: 'pi-bolt' },
                    {
                      term: t('Age'),
                      // ageLabel's words, as messages: a plural cannot be marked where a template string builds it.
                      value:
                        r.car.age <= 0
                          ? t('New')
                          : t('{age, plural, one {# year} other {# years}}', { age: r.car.age }),
                      icon: 'pi-calendar',
                    },
                  ]}
                />
              </AccordionTab>
            </Accordion>
          </>
        )}
      </LoadView>
    </div>
  )
}
