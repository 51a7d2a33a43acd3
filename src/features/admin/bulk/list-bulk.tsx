import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { api } from '../../../api/app-api'
import { reservationApi } from '../../../api/app-reservations-api'
import { reservationQueries } from '../../../api/reservation-queries'
import { userQueries } from '../../../api/user-queries'
import { vehicleQueries } from '../../../api/vehicle-queries'
import { toSent } from '../../../domain/dates'
import { RESERVATION_STATUSES, type ReservationStatus } from '../../../domain/enums'
import type { Reservation } from '../../../domain/reservation'
import { STATUS_LABELS } from '../../../domain/status-labels'
import type { UserListItem } from '../../../domain/user'
import type { Vehicle } from '../../../domain/vehicle'
import { msg, t, useT } from '../../../i18n/i18n'
import { BulkBar, UndoBar } from './bulk-bar'
import type { BulkAction } from './bulk-logic'
import { type BulkOptions, useBulk } from './use-bulk'

/** Production books a car twice when a cancelled reservation is made active unchecked. */
export const REACTIVATE_TAKEN_MESSAGE = msg(
  'the car is booked for these times by now, so it cannot be made CREATED again',
)

function DeleteButton({ onClick }: { onClick: () => void }) {
  const t = useT()
  return (
    <button type="button" className="p-button p-component p-button-danger" onClick={onClick}>
      <i className="pi pi-trash" aria-hidden="true" /> {t('Delete')}
    </button>
  )
}

function useListBulk<T extends { id: number }>(
  options: BulkOptions<T>,
  actions?: (run: (a: BulkAction) => void) => ReactNode,
) {
  const bulk = useBulk(options)
  const bars = (
    <div className="bulk-bars">
      <UndoBar resource={options.resource} />
      <BulkBar
        count={bulk.chosen.length}
        total={bulk.total}
        noun={options.noun}
        onSelectAll={bulk.selectAll}
        onClear={bulk.clear}
      >
        {actions?.(bulk.run)}
        <DeleteButton onClick={() => bulk.run({ kind: 'delete' })} />
      </BulkBar>
    </div>
  )
  return { selection: bulk.selection, bars }
}

function StatusChange({ run }: { run: (action: BulkAction) => void }) {
  const t = useT()
  const [status, setStatus] = useState<ReservationStatus | ''>('')
  return (
    <>
      <select
        aria-label={t('New status')}
        value={status}
        onChange={(event) => setStatus(event.target.value as ReservationStatus | '')}
      >
        <option value="">{t('New status…')}</option>
        {RESERVATION_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(STATUS_LABELS[s])}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="p-button p-component"
        disabled={!status}
        onClick={() => status && run({ kind: 'status', status })}
      >
        <i className="pi pi-sync" aria-hidden="true" /> {t('Change status')}
      </button>
    </>
  )
}

export function useReservationsBulk<T extends Reservation>(rows: readonly T[]) {
  const queryClient = useQueryClient()
  return useListBulk<T>(
    {
      resource: 'reservations',
      queryKey: reservationQueries.key,
      noun: 'reservation',
      rows,
      name: (r) => `#${r.id} ${r.car.model}`,
      request: async (r, action) => {
        if (action.kind === 'delete') return reservationApi.deleteReservation(r.id)
        if (action.kind !== 'status') return
        const status = action.status as ReservationStatus
        // Production skips its check when the times are unchanged, as they are here.
        if (status === 'CREATED' && r.status !== 'CREATED') {
          const { isAvailable } = await queryClient.fetchQuery(
            reservationQueries.availability(r.car.id, r.pickUpTime, r.dropOfTime),
          )
          if (!isAvailable) throw new Error(REACTIVATE_TAKEN_MESSAGE)
        }
        return reservationApi.updateReservation(r.id, r.car.id, {
          pickUpTime: toSent(r.pickUpTime),
          dropOfTime: toSent(r.dropOfTime),
          pickUpLocation: r.pickUpLocation,
          dropOfLocation: r.dropOfLocation,
          status,
        })
      },
    },
    (run) => <StatusChange run={run} />,
  )
}

export function useUsersBulk(rows: readonly UserListItem[]) {
  return useListBulk<UserListItem>({
    resource: 'users',
    queryKey: userQueries.key,
    noun: 'user',
    rows,
    name: (u) => `${u.firstName} ${u.lastName}`.trim() || u.email,
    skipDelete: (u) => (u.builtIn ? t('built in') : null),
    request: (u) => api.deleteUser(u.id),
  })
}

export function useVehiclesBulk(rows: readonly Vehicle[]) {
  return useListBulk<Vehicle>({
    resource: 'vehicles',
    queryKey: vehicleQueries.key,
    noun: 'vehicle',
    rows,
    name: (v) => v.model,
    skipDelete: (v) =>
      v.builtIn === true ? t('built in') : v.builtIn === null ? t('no built-in flag') : null,
    request: (v) => api.deleteVehicle(v.id),
  })
}
