import { api } from '../../api/app-api'
import { vehicleQueries } from '../../api/vehicle-queries'
import { parseId } from '../../domain/route-id'
import { applyFilters, parseFilters } from '../../features/vehicles/vehicle-filters'
import { GRID_FIRST_ROW } from '../../ui/vehicle/card-layout'
import { queryClient } from '../query-client'
import { routeAt } from '../route-table'
import { afterNextPaints, FIRST_SCREEN_PICTURE, PAINTED } from './first-screen'

/** Resolves once the first screen's pictures are painted and its text is in its web font, since replacing either before then moves the page's largest paint to the app's render. */
export function firstScreenPainted(
  root: HTMLElement,
  fonts: Pick<FontFaceSet, 'ready' | 'status'> | undefined = document.fonts,
  nextFrame?: (step: () => void) => unknown,
): Promise<void> {
  if (!root.hasAttribute('data-first-screen')) return Promise.resolve()
  // A layout asks for the fonts the text uses, if the first frame has not come yet.
  root.getBoundingClientRect()
  const waiting = [
    ...root.querySelectorAll<HTMLImageElement>(`img[${FIRST_SCREEN_PICTURE}]:not([${PAINTED}])`),
  ]
  const pictures = waiting.length
    ? Promise.all(waiting.map((picture) => picture.decode().catch(() => undefined))).then(() =>
        afterNextPaints(nextFrame),
      )
    : undefined
  const text = fonts?.status === 'loading' ? fonts.ready : undefined
  return Promise.all([pictures, text]).then(
    () => undefined,
    () => undefined,
  )
}

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
