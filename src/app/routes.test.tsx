import { afterEach, describe, expect, it } from 'vitest'
import { vehicleQueries } from '../api/vehicle-queries'
import type { Vehicle } from '../domain/vehicle'
import { testQueryClient } from '../test/queries'
import { testVehicle } from '../test/vehicle'
import { topPictures } from './first-screen/top-pictures'
import { queryClient } from './query-client'
import { ADMIN_AREA, NOT_FOUND, pageAt, routeAt } from './route-table'

describe('routeAt: the route a first visit to a path renders, and fetches the code of', () => {
  it.each([
    ['/about', '/about'],
    ['/auth', '/auth'],
    ['/vehicles', '/vehicles'],
    ['/vehicles/', '/vehicles'],
    ['/vehicles/7', '/vehicles/:vehicleId'],
    ['/user/reservations/12', '/user/reservations/:reservationId'],
    ['/admin', '/admin'],
    ['/admin/users/new', '/admin/users/new'],
    ['/admin/reservations/3', '/admin/reservations/:reservationId'],
  ])('%s is the route %s', (path, pattern) => {
    const [route] = routeAt(path)
    expect(route?.path).toBe(pattern)
    expect(pageAt(path)).toBe(route?.page)
  })

  it('reads the parameters of the path', () => {
    expect(routeAt('/vehicles/7')[1]).toMatchObject({ vehicleId: '7' })
  })

  it('has the home page in the first download, every other page loaded on demand', () => {
    expect(pageAt('/')).not.toHaveProperty('preload')
    for (const path of ['/about', '/vehicles', '/vehicles/7', '/user', '/admin/vehicles'])
      expect(pageAt(path)).toHaveProperty('preload')
  })

  it('fetches the not-found page for a path no route matches', () => {
    for (const path of ['/vehicles/7/extra', '/nowhere', '/about/more', '/user/x/y']) {
      expect(routeAt(path)[0]).toBeUndefined()
      expect(pageAt(path)).toBe(NOT_FOUND.page)
    }
  })

  it('puts every address under /admin in the admin area', () => {
    expect(ADMIN_AREA).toBe('/admin/*?')
  })
})

describe('the route loaders: the pages that wait for their data before they render', () => {
  it.each(['/', '/vehicles', '/vehicles/7'])('%s loads the fleet', async (path) => {
    const loader = routeAt(path)[0]?.loader
    const client = testQueryClient()
    const fleet = [testVehicle({ id: 7 })]
    client.setQueryData(vehicleQueries.all().queryKey, fleet)
    await expect(loader?.(client)).resolves.toEqual(fleet)
  })

  it.each(['/about', '/contact', '/auth', '/user', '/user/reservations', '/admin/vehicles'])(
    '%s has no loader: it never waits for data behind the loading screen',
    (path) => {
      expect(routeAt(path)[0]?.loader).toBeUndefined()
    },
  )
})

describe('topPictures: the pictures fetched before the first render', () => {
  const car = (id: number, image: string[]) => testVehicle({ id, model: `Car ${id}`, image })
  const names = (urls: string[]) => urls.map((url) => url.replace(/.*\/files\/display\//, ''))
  const fleetIs = (vehicles: Vehicle[]) =>
    queryClient.setQueryData(vehicleQueries.all().queryKey, vehicles)
  afterEach(() => queryClient.clear())

  it("is the car's first picture on its details page", () => {
    fleetIs([car(3, ['pic-3']), car(7, ['pic-7a', 'pic-7b'])])
    expect(names(topPictures(routeAt('/vehicles/7')))).toEqual(['pic-7a'])
  })

  it('is none for an unknown car or a car without pictures', () => {
    fleetIs([car(3, []), car(7, ['pic-7a'])])
    expect(topPictures(routeAt('/vehicles/3'))).toEqual([])
    expect(topPictures(routeAt('/vehicles/99'))).toEqual([])
    expect(topPictures(routeAt('/vehicles/abc'))).toEqual([])
  })

  it("is the first row's pictures on the list of cars, as the address filters and sorts it", () => {
    fleetIs(
      [1, 2, 3, 4, 5, 6].map((id) =>
        testVehicle({
          id,
          image: id === 2 ? [] : [`pic-${id}`],
          fuelType: id % 2 ? 'Diesel' : 'Hybrid',
          pricePerHour: 10 * id,
        }),
      ),
    )
    expect(names(topPictures(routeAt('/vehicles')))).toEqual(['pic-1', 'pic-3', 'pic-4'])
    expect(names(topPictures(routeAt('/vehicles/')))).toEqual(['pic-1', 'pic-3', 'pic-4'])
    expect(names(topPictures(routeAt('/vehicles'), '?fuel=Diesel&sort=price-desc'))).toEqual([
      'pic-5',
      'pic-3',
      'pic-1',
    ])
  })

  it('is none on the other pages', () => {
    fleetIs([car(1, ['pic-1'])])
    expect(topPictures(routeAt('/'))).toEqual([])
    expect(topPictures(routeAt('/about'))).toEqual([])
  })
})
