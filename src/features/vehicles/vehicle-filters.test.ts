import { describe, expect, it } from 'vitest'
import type { Vehicle } from '../../domain/vehicle'
import { testVehicle } from '../../test/vehicle'
import {
  applyFilters,
  filtersToSearch,
  hasActiveFilters,
  parseFilters,
  seatOptions,
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

  it('drops unknown values instead of failing', () => {
    expect(
      parseFilters('transmission=Hover&fuel=Coal&seats=-2&maxPrice=abc&sort=random&x=1'),
    ).toEqual({})
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

  it('can end with nothing', () => {
    expect(applyFilters(fleet, { fuel: 'CNG' })).toEqual([])
  })
})

describe('helpers', () => {
  it('does not count sorting as a filter', () => {
    expect(hasActiveFilters({ sort: 'price-asc' })).toBe(false)
    expect(hasActiveFilters({ seats: 2 })).toBe(true)
  })

  it('offers the distinct seat counts in order', () => {
    expect(seatOptions(fleet)).toEqual([2, 4, 5, 7])
  })
})
