import { afterEach, describe, expect, it } from 'vitest'
import type { Vehicle } from '../domain/vehicle'
import { vehiclesStore } from '../state/vehicles'
import { firstScreenPicture, routeChunk, routeShowsCars } from './routes'

describe('routeChunk: the code a first visit to a path fetches with the first download', () => {
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
  ])('%s fetches the %s page', (path, chunk) => {
    expect(routeChunk(path)).toBe(chunk)
  })

  it('fetches nothing more for the home page, which is in the first download', () => {
    expect(routeChunk('/')).toBeUndefined()
  })

  it('fetches the not-found page for a path no route matches', () => {
    expect(routeChunk('/vehicles/7/extra')).toBe('notFound')
    expect(routeChunk('/nowhere')).toBe('notFound')
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

describe("firstScreenPicture: the top picture fetched before the details page's first render", () => {
  const car = (id: number, image: string[]): Vehicle => ({
    id,
    model: `Car ${id}`,
    doors: 4,
    seats: 5,
    luggage: 400,
    transmission: 'Automatic',
    airConditioning: true,
    age: 2,
    pricePerHour: 40,
    fuelType: 'Hybrid',
    image,
    builtIn: false,
  })
  afterEach(() => {
    vehiclesStore.vehicles = []
  })

  it("is the car's first picture on its details page", () => {
    vehiclesStore.vehicles = [car(3, ['pic-3']), car(7, ['pic-7a', 'pic-7b'])]
    expect(firstScreenPicture('/vehicles/7')).toMatch(/\/files\/display\/pic-7a$/)
  })

  it('is none for an unknown car, a car without pictures, or another page', () => {
    vehiclesStore.vehicles = [car(3, []), car(7, ['pic-7a'])]
    expect(firstScreenPicture('/vehicles/3')).toBeUndefined()
    expect(firstScreenPicture('/vehicles/99')).toBeUndefined()
    expect(firstScreenPicture('/vehicles/abc')).toBeUndefined()
    expect(firstScreenPicture('/vehicles')).toBeUndefined()
    expect(firstScreenPicture('/')).toBeUndefined()
  })
})
