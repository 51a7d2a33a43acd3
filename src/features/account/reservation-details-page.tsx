import { formatDateTime } from '../../i18n/format'
import './account.css'
import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'wouter'
import { reservationQueries } from '../../api/reservation-queries'
import { parseId } from '../../domain/route-id'
import { formatPrice } from '../../i18n/format'
import { LoadingText, LoadView } from '../../ui/data/load-view'
import { FactList } from '../../ui/fact-list'
import { Accordion, AccordionTab } from '../../ui/prime/accordion'
import { StatusTag } from '../../ui/status-tag'
import { ageLabel, transmissionLabel, yesNo } from '../../ui/vehicle/vehicle-labels'
import { TripActions } from './trip/trip-actions'

function BackLink() {
  return (
    <Link href="/user/reservations" className="btn btn--ghost btn--small account-back">
      <i className="pi pi-arrow-left" aria-hidden="true" /> Back to my reservations
    </Link>
  )
}

/** /user/reservations/{id}: one of the customer's reservations, with its car. */
export function ReservationDetailsPage() {
  const { reservationId } = useParams<{ reservationId: string }>()
  const reservation = useQuery(reservationQueries.myDetail(parseId(reservationId)))

  return (
    <div className="container account-page">
      <BackLink />
      <p className="eyebrow">Your account</p>
      <h1 className="account-title">Reservation Details</h1>
      <LoadView
        state={reservation}
        loading={<LoadingText label="Loading..." />}
        errorTitle="We could not show this reservation"
      >
        {(r) => (
          <>
            <TripActions reservation={r} />
            <Accordion multiple activeIndex={[0, 1]} className="account-accordion">
              <AccordionTab header="Reservation Details">
                <FactList
                  facts={[
                    { term: 'Total price', value: formatPrice(r.totalPrice), icon: 'pi-dollar' },
                    { term: 'Pick up location', value: r.pickUpLocation, icon: 'pi-map-marker' },
                    { term: 'Drop off location', value: r.dropOfLocation, icon: 'pi-flag' },
                    {
                      term: 'Pick up time',
                      value: formatDateTime(r.pickUpTime),
                      icon: 'pi-calendar',
                    },
                    {
                      term: 'Drop off time',
                      value: formatDateTime(r.dropOfTime),
                      icon: 'pi-calendar',
                    },
                    {
                      term: 'Status',
                      value: <StatusTag status={r.status} />,
                      icon: 'pi-info-circle',
                    },
                  ]}
                />
              </AccordionTab>
              <AccordionTab header="Car Details">
                <FactList
                  facts={[
                    { term: 'Model', value: r.car.model, icon: 'pi-car' },
                    { term: 'Doors', value: r.car.doors, icon: 'pi-th-large' },
                    { term: 'Seats', value: r.car.seats, icon: 'pi-users' },
                    { term: 'Luggage', value: `${r.car.luggage} lt`, icon: 'pi-briefcase' },
                    {
                      term: 'Transmission',
                      value: transmissionLabel(r.car.transmission),
                      icon: 'pi-sliders-h',
                    },
                    {
                      term: 'Air conditioning',
                      value: yesNo(r.car.airConditioning),
                      icon: 'pi-asterisk',
                    },
                    { term: 'Fuel type', value: r.car.fuelType, icon: 'pi-bolt' },
                    { term: 'Age', value: ageLabel(r.car.age), icon: 'pi-calendar' },
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
