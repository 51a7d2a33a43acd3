import { describe, expect, it } from 'vitest'
import type { Vehicle } from '../../domain/vehicle'
import { testVehicle } from '../../test/vehicle'
import {
  applyFilters,
  filtersToSearch,
  hasActiveFilters,
  parseFilters,
  seatOptions,
  textChoices,
} from './vehicle-filters'

const vehicle = testVehicle

const fleet = [
  vehicle({ id: 1, pricePerHour: 80, transmission: 'Manuel', fuelType: 'Diesel', seats: 5 }),
  vehicle({ id: 2, pricePerHour: 40, transmission: 'Automatic', fuelType: 'Hybrid', seats: 4 }),
  vehicle({ id: 3, pricePerHour: 120, transmission: 'Automatic', fuelType: 'Hybrid', seats: 7 }),
  vehicle({
    id: 4,
    pricePerHour: 60,
    transmission: 'Tiptronic',
    fuelType: 'Electricity',
    seats: 2,
  }),
]
const ids = (list: Vehicle[]) => list.map((v) => v.id)

describe('parseFilters', () => {
  it('reads every known parameter', () => {
    expect(
      parseFilters('transmission=Automatic&fuel=Hybrid&seats=5&maxPrice=120&sort=price-asc'),
    ).toEqual({
      transmission: 'Automatic',
      fuel: 'Hybrid',
      seats: 5,
      maxPrice: 120,
      sort: 'price-asc',
    })
  })

  it('drops malformed values instead of failing', () => {
    expect(
      parseFilters(`transmission=&fuel=${'x'.repeat(31)}&seats=-2&maxPrice=abc&sort=random&x=1`),
    ).toEqual({})
  })

  it('keeps any transmission or fuel a car can have, not only the ones our forms offer', () => {
    expect(parseFilters('transmission=Manual&fuel=Petrol')).toEqual({
      transmission: 'Manual',
      fuel: 'Petrol',
    })
  })

  it('round-trips through filtersToSearch', () => {
    const search = 'transmission=Manuel&fuel=LPG&seats=4&maxPrice=75.5&sort=price-desc'
    expect(filtersToSearch(parseFilters(search))).toBe(search)
    expect(filtersToSearch({})).toBe('')
  })
})

describe('applyFilters', () => {
  it('keeps everything without filters, in the loaded order', () => {
    expect(ids(applyFilters(fleet, {}))).toEqual([1, 2, 3, 4])
  })

  it('filters by transmission and fuel', () => {
    expect(ids(applyFilters(fleet, { transmission: 'Automatic' }))).toEqual([2, 3])
    expect(ids(applyFilters(fleet, { fuel: 'Hybrid', transmission: 'Automatic' }))).toEqual([2, 3])
    expect(ids(applyFilters(fleet, { fuel: 'Diesel' }))).toEqual([1])
  })

  it('treats seats as a minimum and price as an inclusive maximum', () => {
    expect(ids(applyFilters(fleet, { seats: 5 }))).toEqual([1, 3])
    expect(ids(applyFilters(fleet, { maxPrice: 60 }))).toEqual([2, 4])
  })

  it('sorts by price both ways without mutating the input', () => {
    const before = ids(fleet)
    expect(ids(applyFilters(fleet, { sort: 'price-asc' }))).toEqual([2, 4, 1, 3])
    expect(ids(applyFilters(fleet, { sort: 'price-desc' }))).toEqual([3, 1, 4, 2])
    expect(ids(fleet)).toEqual(before)
  })

  it("matches production's Manual with the form's Manuel, which read the same", () => {
    const withManual = [...fleet, vehicle({ id: 5, transmission: 'Manual', fuelType: 'Petrol' })]
    expect(ids(applyFilters(withManual, { transmission: 'Manuel' }))).toEqual([1, 5])
    expect(ids(applyFilters(withManual, { transmission: 'Manual' }))).toEqual([1, 5])
    expect(ids(applyFilters(withManual, { fuel: 'Petrol' }))).toEqual([5])
  })

  it('can end with nothing', () => {
    expect(applyFilters(fleet, { fuel: 'CNG' })).toEqual([])
  })
})

describe('helpers', () => {
  it('does not count sorting as a filter', () => {
    expect(hasActiveFilters({ sort: 'price-asc' })).toBe(false)
    expect(hasActiveFilters({ seats: 2 })).toBe(true)
  })

  it('offers the known transmissions and fuels, then any other text the fleet holds', () => {
    const choices = textChoices([
      ...fleet,
      vehicle({ id: 5, transmission: 'Manual', fuelType: 'Petrol' }),
      vehicle({ id: 6, transmission: 'CVT', fuelType: 'Biodiesel' }),
    ])
    expect(choices.transmission).toEqual(['Automatic', 'Manuel', 'Tiptronic', 'CVT'])
    expect(choices.fuel).toEqual([
      'Electricity',
      'Hybrid',
      'Gasoline',
      'Diesel',
      'Hydrogen',
      'LPG',
      'CNG',
      'Biodiesel',
      'Petrol',
    ])
  })

  it('offers the distinct seat counts in order', () => {
    expect(seatOptions(fleet)).toEqual([2, 4, 5, 7])
  })
})
