import { api } from '../../api/app-api'
import { vehicleQueries } from '../../api/vehicle-queries'
import { parseId } from '../../domain/route-id'
import { applyFilters, parseFilters } from '../../features/vehicles/vehicle-filters'
import { GRID_FIRST_ROW } from '../../ui/vehicle/card-layout'
import { queryClient } from '../query-client'
import type { RouteMatch } from '../route-table'

/** The pictures at the top of the page the route shows: the car's, or the list's first row. The caller matches the route: were this later download to import the route table, Parcel would register the table and all it imports, the home page's code among them, with a getter per export in the first download. */
export function topPictures([route, params]: RouteMatch, search = ''): string[] {
  const vehicles = queryClient.getQueryData(vehicleQueries.all().queryKey) ?? []
  const cars =
    route?.firstScreen === 'car'
      ? vehicles.filter((vehicle) => vehicle.id === parseId(params[0]))
      : route?.firstScreen === 'list'
        ? applyFilters(vehicles, parseFilters(search)).slice(0, GRID_FIRST_ROW)
        : []
  return cars.flatMap((car) => (car.image[0] ? [api.vehicleImageUrl(car.image[0])] : []))
}

/** Fetches the top pictures before the first render, so they paint with the text around them. */
export function preloadTopPictures(match: RouteMatch, search: string): void {
  for (const url of topPictures(match, search)) {
    const picture = new Image()
    picture.fetchPriority = 'high'
    picture.src = url
  }
}
