import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useLocation } from 'wouter'
import { ApiError, toApiError } from '../../api/client'
import { getVehicle } from '../../api/vehicles'
import type { Vehicle } from '../../domain/vehicle'
import { vehiclesStore } from '../../state/vehicles'
import type { VehicleView } from '../../ui/vehicle/vehicle-view'

export const VEHICLE_NOT_FOUND = '/vehicle-not-found'

type Loaded = { id: number; vehicle: Vehicle } | { id: number; error: ApiError }

/**
 * The vehicle of a details page: from the store when the fleet is loaded, otherwise from
 * GET /car/visitors/{id}. A non-numeric or unknown id replaces the page with
 * /vehicle-not-found, so Back does not land on the broken address again.
 */
export function useVehicle(param: string | undefined) {
  const [, navigate] = useLocation()
  const id = param && /^\d+$/.test(param) ? Number(param) : Number.NaN
  const valid = Number.isSafeInteger(id)
  const fromStore = useSnapshot(vehiclesStore).vehicles.find((vehicle) => vehicle.id === id)
  const inStore = fromStore !== undefined
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the fetch after an error
  useEffect(() => {
    if (!valid) {
      navigate(VEHICLE_NOT_FOUND, { replace: true })
      return
    }
    if (inStore) return
    let current = true
    getVehicle(id)
      .then((vehicle) => current && setLoaded({ id, vehicle }))
      .catch((error: unknown) => {
        if (!current) return
        if (error instanceof ApiError && error.status === 404)
          navigate(VEHICLE_NOT_FOUND, { replace: true })
        else setLoaded({ id, error: toApiError(error) })
      })
    return () => {
      current = false
    }
  }, [id, valid, inStore, attempt, navigate])

  const mine = loaded?.id === id ? loaded : null
  const vehicle: VehicleView | undefined =
    fromStore ?? (mine && 'vehicle' in mine ? mine.vehicle : undefined)
  const error = !vehicle && mine && 'error' in mine ? mine.error : undefined
  return { vehicle, error, retry: () => setAttempt((count) => count + 1) }
}
