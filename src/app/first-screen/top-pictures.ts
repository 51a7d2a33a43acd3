import { api } from '../../api/app-api'
import { vehicleQueries } from '../../api/vehicle-queries'
import { parseId } from '../../domain/route-id'
import { applyFilters, parseFilters } from '../../features/vehicles/vehicle-filters'
import { GRID_FIRST_ROW } from '../../ui/vehicle/card-layout'
import { queryClient } from '../query-client'
import { routeAt } from '../route-table'

/** The pictures at the top of the page at `path`: the car's, or the list's first row. */
export function topPictures(path: string, search = ''): string[] {
  const vehicles = queryClient.getQueryData(vehicleQueries.all().queryKey) ?? []
  const [route, params] = routeAt(path)
  const cars =
    route?.firstScreen === 'car'
      ? vehicles.filter((vehicle) => vehicle.id === parseId(params[0]))
      : route?.firstScreen === 'list'
        ? applyFilters(vehicles, parseFilters(search)).slice(0, GRID_FIRST_ROW)
        : []
  return cars.flatMap((car) => (car.image[0] ? [api.vehicleImageUrl(car.image[0])] : []))
}

/** Fetches the top pictures before the first render, so they paint with the text around them. */
export function preloadTopPictures(path: string, search: string): void {
  for (const url of topPictures(path, search)) {
    const picture = new Image()
    picture.fetchPriority = 'high'
    picture.src = url
  }
}
