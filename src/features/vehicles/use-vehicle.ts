import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { useLocation } from 'wouter'
import { api } from '../../api/app-api'
import { ApiError } from '../../api/client'
import { parseId } from '../../domain/route-id'
import { vehiclesStore } from '../../state/vehicles'
import { useLoad } from '../../ui/data/use-load'
import type { VehicleView } from '../../ui/vehicle/vehicle-view'

export const VEHICLE_NOT_FOUND = '/vehicle-not-found'

/**
 * The vehicle of a details page: from the store when the fleet is loaded, otherwise from
 * GET /car/visitors/{id}. A non-numeric or unknown id replaces the page with
 * /vehicle-not-found, so Back does not land on the broken address again.
 */
export function useVehicle(param: string | undefined) {
  const [, navigate] = useLocation()
  const id = parseId(param)
  const fromStore = useSnapshot(vehiclesStore).vehicles.find((vehicle) => vehicle.id === id)
  const inStore = fromStore !== undefined
  const loaded = useLoad<VehicleView | null>(
    async () => (inStore || Number.isNaN(id) ? null : api.getVehicle(id)),
    [id, inStore],
  )
  const notFound =
    Number.isNaN(id) || (loaded.error instanceof ApiError && loaded.error.status === 404)

  useEffect(() => {
    if (notFound) navigate(VEHICLE_NOT_FOUND, { replace: true })
  }, [notFound, navigate])

  const vehicle = fromStore ?? loaded.data ?? undefined
  const error = !vehicle && !notFound && loaded.status === 'error' ? loaded.error : undefined
  return { vehicle, error, retry: loaded.reload }
}
