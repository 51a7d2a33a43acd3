import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { ApiError } from '../../api/client'
import { vehicleQueries } from '../../api/vehicle-queries'
import { parseId } from '../../domain/route-id'

export const VEHICLE_NOT_FOUND = '/vehicle-not-found'

/** The vehicle of a details page: from the fleet's query when it has it, otherwise from GET /car/visitors/{id}. */
export function useVehicle(param: string | undefined) {
  const [, navigate] = useLocation()
  const id = parseId(param)
  const fromFleet = useQuery(vehicleQueries.all()).data?.find((vehicle) => vehicle.id === id)
  const loaded = useQuery({
    ...vehicleQueries.detail(id),
    enabled: fromFleet === undefined && !Number.isNaN(id),
  })
  const notFound =
    Number.isNaN(id) || (loaded.error instanceof ApiError && loaded.error.status === 404)

  useEffect(() => {
    if (notFound) navigate(VEHICLE_NOT_FOUND, { replace: true })
  }, [notFound, navigate])

  const vehicle = fromFleet ?? loaded.data
  const error =
    !vehicle && !notFound && loaded.isError && !loaded.isFetching ? loaded.error : undefined
  return { vehicle, error, retry: () => void loaded.refetch() }
}
