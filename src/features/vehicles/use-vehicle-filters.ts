import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'wouter'
import { filtersToSearch, parseFilters, type VehicleFilters } from './vehicle-filters'

/** The grid's filters live in the query string, so a filtered view can be shared and survives a reload. */
export function useVehicleFilters() {
  const [params, setParams] = useSearchParams()
  const search = params.toString()
  const filters = useMemo(() => parseFilters(search), [search])

  const update = useCallback(
    (changes: Partial<VehicleFilters>) => {
      const next = parseFilters(search)
      Object.assign(next, changes)
      setParams(filtersToSearch(next), { replace: true })
    },
    [search, setParams],
  )
  const clear = useCallback(() => setParams('', { replace: true }), [setParams])

  return { filters, update, clear }
}
