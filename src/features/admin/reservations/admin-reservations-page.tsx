import { useQuery } from '@tanstack/react-query'
import { memo, useCallback, useId, useMemo } from 'react'
import { reservationApi } from '../../../api/app-reservations-api'
import { reservationQueries } from '../../../api/reservation-queries'
import { userQueries } from '../../../api/user-queries'
import { formatCount, formatDate, formatDateTime } from '../../../i18n/format'
import { t, useT } from '../../../i18n/i18n'
import { msg } from '../../../i18n/msg'
import { EmptyState } from '../../../ui/data/empty-state'
import { LoadingText } from '../../../ui/data/load-view'
import { Dropdown } from '../../../ui/prime/dropdown'
import { StatusTag } from '../../../ui/status-tag'
import { useReservationsBulk } from '../bulk/list-bulk'
import { usePendingView } from '../bulk/pending-store'
import { AdminListFrame } from '../common/admin-list-frame'
import type { AdminColumn } from '../common/admin-table'
import type { RowAccess } from '../common/table-query'
import { useTableView } from '../common/use-table-view'
import { STATUS_OPTIONS } from './reservation-schemas'
import {
  type AdminReservationRow,
  priceText,
  RESERVATION_FILTERS,
  reservationMatches,
  reservationNumber,
  timeSortKey,
  withCustomers,
} from './reservation-view'

// Headers are messages, shown translated: the table of admin/common shows what it is given.
const columns: ReadonlyArray<AdminColumn<AdminReservationRow>> = [
  {
    field: 'customer',
    header: msg('Customer'),
    sortable: true,
    body: (r) => (
      <span className="admin-cell-stack">
        <span>{r.customer}</span>
        <span className="admin-cell-stack__sub">{reservationNumber(r)}</span>
      </span>
    ),
  },
  { field: 'car', header: msg('Car'), sortable: true, body: (r) => r.car.model },
  {
    field: 'pickUpTime',
    header: msg('Pick Up'),
    sortable: true,
    oneLine: true,
    body: (r) => formatDateTime(r.pickUpTime),
  },
  {
    field: 'dropOfTime',
    header: msg('Drop Off'),
    sortable: true,
    oneLine: true,
    body: (r) => formatDateTime(r.dropOfTime),
  },
  { field: 'totalPrice', header: msg('Price'), sortable: true, numeric: true, body: priceText },
  {
    field: 'status',
    header: msg('Status'),
    sortable: true,
    body: (r) => <StatusTag status={r.status} />,
  },
]
const SORTABLE = columns.map((column) => column.field)

const access: RowAccess<AdminReservationRow> = {
  // The number as shown ("No. 12"), so a search for "12" or "No. 12" finds it.
  text: (r) =>
    `${reservationNumber(r)} ${r.customer} ${r.car.model} ${r.pickUpLocation} ${r.dropOfLocation} ${r.status} ${formatDateTime(r.pickUpTime)}`,
  sortValue: (r, field) => {
    if (field === 'customer') return r.customer
    if (field === 'car') return r.car.model
    if (field === 'totalPrice') return r.totalPrice
    if (field === 'pickUpTime' || field === 'dropOfTime') return timeSortKey(r[field])
    return r.status
  },
  matches: reservationMatches,
}

const ALL = ''
const statusChoices = [{ label: msg('All statuses'), value: ALL }, ...STATUS_OPTIONS]

/** The status filter: PrimeReact's dropdown, rendered again only when the status changes. */
const StatusFilter = memo(function StatusFilter({
  value,
  onChange,
}: {
  value: string
  onChange: (status: string) => void
}) {
  const id = useId()
  const t = useT()
  const choices = statusChoices.map((choice) => ({ ...choice, label: t(choice.label) }))
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {t('Status')}
      </label>
      <Dropdown
        inputId={id}
        className="admin-toolbar__filter"
        placeholder={t('Status')}
        options={choices}
        optionLabel="label"
        optionValue="value"
        value={value}
        onChange={(event) => onChange(event.value as string)}
      />
    </>
  )
})

/** The chip of a pick-up date filter: "Pick-up from 2030-05-01 to 2030-05-31", or one end of it. */
function pickUpRange(from: string | undefined, to: string | undefined): string {
  // The filter's dates are YYYY-MM-DD keys; formatDate wants a reading with its time.
  const day = (key: string) => formatDate(`${key}T00:00:00`) || key
  if (from && to) return t('Pick-up from {from} to {to}', { from: day(from), to: day(to) })
  if (from) return t('Pick-up from {from}', { from: day(from) })
  return t('Pick-up to {to}', { to: day(to ?? '') })
}

const downloadReservations = () => reservationApi.downloadReservations()

/** /admin/reservations (titled Reservations): every booking, searchable and filterable. */
export function AdminReservationsPage() {
  const t = useT()
  const list = useQuery(reservationQueries.all())
  // Without the users list the rows still show, each customer by their id.
  const users = useQuery(userQueries.all())
  const usersSettled = users.data !== undefined || users.isError
  const data = useMemo(
    () => (list.data && usersSettled ? withCustomers(list.data, users.data ?? []) : undefined),
    [list.data, users.data, usersSettled],
  )
  const shown = usePendingView('reservations', data)
  const view = useTableView(shown, {
    access,
    sortable: SORTABLE,
    filters: RESERVATION_FILTERS,
  })
  const { query, update } = view
  const bulk = useReservationsBulk(view.rows)
  const { from, to } = query.filters
  const setStatus = useCallback(
    (status: string) =>
      update(({ filters }) => {
        const { status: _status, ...rest } = filters
        return { filters: status ? { ...rest, status } : rest }
      }),
    [update],
  )

  return (
    <AdminListFrame
      title={t('Reservations')}
      description={
        shown
          ? t('{shown} of {count} reservations', {
              shown: formatCount(view.rows.length),
              count: formatCount(shown.length),
            })
          : undefined
      }
      download={downloadReservations}
      search={{
        label: t('Search reservations'),
        placeholder: t('Search by customer, number, car or place'),
      }}
      filters={
        <>
          <StatusFilter value={query.filters.status ?? ALL} onChange={setStatus} />
          {(from || to) && (
            <span className="admin-chip">
              {pickUpRange(from, to)}
              <button
                type="button"
                aria-label={t('Clear the pick-up dates')}
                onClick={() => {
                  const { from: _from, to: _to, ...rest } = query.filters
                  update({ filters: rest })
                }}
              >
                <i className="pi pi-times" aria-hidden="true" />
              </button>
            </span>
          )}
        </>
      }
      state={{ ...list, data: shown }}
      view={view}
      loading={<LoadingText label={t('Loading...')} />}
      errorTitle={t('We could not load the reservations')}
      empty={
        <EmptyState
          icon="pi pi-calendar"
          title={t('No reservation')}
          text={t('Reservations appear here as customers book the cars of the fleet.')}
          action={{ href: '/admin/vehicles', label: t('See the fleet'), icon: 'pi pi-car' }}
        />
      }
      table={{
        columns: columns.map((column) => ({ ...column, header: t(column.header) })),
        rowHref: (r) => `/admin/reservations/${r.id}`,
        rowLabel: (r) =>
          t('Reservation {id}: {car}, {customer}', {
            id: r.id,
            car: r.car.model,
            customer: r.customer,
          }),
        empty: t('No reservation matches this view'),
      }}
      bulk={bulk}
    />
  )
}
