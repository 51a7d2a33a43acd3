import { afterEach, describe, expect, it } from 'vitest'
import { vehicleQueries } from '../api/vehicle-queries'
import type { Vehicle } from '../domain/vehicle'
import { testVehicle } from '../test/vehicle'
import { chunkAt } from './page-chunks'
import { queryClient } from './query-client'
import { firstScreenPictures, pageCode, routeCode, routeShowsCars } from './routes'

describe('routeCode: the code a first visit to a path fetches with the first download', () => {
  it.each([
    ['/about', 'about'],
    ['/contact', 'contact'],
    ['/auth', 'auth'],
    ['/vehicles', 'vehicles'],
    ['/vehicles/7', 'vehicleDetails'],
    ['/unauthorized', 'unauthorized'],
    ['/vehicle-not-found', 'vehicleNotFound'],
    ['/user', 'profile'],
    ['/user/reservations', 'reservations'],
    ['/user/reservations/12', 'reservationDetails'],
    ['/admin', 'admin'],
    ['/admin/reservations/3', 'admin'],
  ] as const)('%s fetches the %s page', (path, page) => {
    expect(routeCode(path)).toBe(pageCode[page])
    // main.tsx's early start (page-chunks.ts) picks the same chunk without the router.
    expect(chunkAt(path)).toBe(page)
  })

  it('fetches nothing more for the home page, which is in the first download', () => {
    expect(routeCode('/')).toBeUndefined()
    expect(chunkAt('/')).toBeUndefined()
  })

  it('fetches the not-found page for a path no route matches', () => {
    for (const path of ['/vehicles/7/extra', '/nowhere', '/about/more', '/user/x/y']) {
      expect(routeCode(path)).toBe(pageCode.notFound)
      expect(chunkAt(path)).toBe('notFound')
    }
  })
})

describe('routeShowsCars: the pages that wait for the fleet before their first render', () => {
  it.each(['/', '/vehicles', '/vehicles/7'])('%s shows cars', (path) => {
    expect(routeShowsCars(path)).toBe(true)
  })

  it.each(['/about', '/contact', '/auth', '/user', '/admin/vehicles', '/nowhere'])(
    '%s shows none, so it never waits for the fleet',
    (path) => {
      expect(routeShowsCars(path)).toBe(false)
    },
  )
})

describe('firstScreenPictures: the top pictures fetched before the first render', () => {
  const car = (id: number, image: string[]) => testVehicle({ id, model: `Car ${id}`, image })
  const names = (urls: string[]) => urls.map((url) => url.replace(/.*\/files\/display\//, ''))
  const fleetIs = (vehicles: Vehicle[]) =>
    queryClient.setQueryData(vehicleQueries.all().queryKey, vehicles)
  afterEach(() => queryClient.clear())

  it("is the car's first picture on its details page", () => {
    fleetIs([car(3, ['pic-3']), car(7, ['pic-7a', 'pic-7b'])])
    expect(names(firstScreenPictures('/vehicles/7'))).toEqual(['pic-7a'])
  })

  it('is none for an unknown car or a car without pictures', () => {
    fleetIs([car(3, []), car(7, ['pic-7a'])])
    expect(firstScreenPictures('/vehicles/3')).toEqual([])
    expect(firstScreenPictures('/vehicles/99')).toEqual([])
    expect(firstScreenPictures('/vehicles/abc')).toEqual([])
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
    expect(names(firstScreenPictures('/vehicles'))).toEqual(['pic-1', 'pic-3', 'pic-4'])
    expect(names(firstScreenPictures('/vehicles/'))).toEqual(['pic-1', 'pic-3', 'pic-4'])
    expect(names(firstScreenPictures('/vehicles', '?fuel=Diesel&sort=price-desc'))).toEqual([
      'pic-5',
      'pic-3',
      'pic-1',
    ])
  })

  it('is none on the other pages', () => {
    fleetIs([car(1, ['pic-1'])])
    expect(firstScreenPictures('/')).toEqual([])
    expect(firstScreenPictures('/about')).toEqual([])
  })
})
