import { FUEL_TYPES, type FuelType, TRANSMISSIONS, type Transmission } from '../../domain/enums'
import type { Vehicle } from '../../domain/vehicle'

/** The fields filtering reads; valtio snapshots of vehicles qualify. */
export type FilterableVehicle = Readonly<
  Pick<Vehicle, 'transmission' | 'fuelType' | 'seats' | 'pricePerHour'>
>

export const SORT_OPTIONS = ['price-asc', 'price-desc'] as const
export type SortOrder = (typeof SORT_OPTIONS)[number]

/** The filters of the vehicle grid; every field is optional, absent means "any". */
export interface VehicleFilters {
  transmission?: Transmission
  fuel?: FuelType
  seats?: number
  maxPrice?: number
  sort?: SortOrder
}

function pick<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return allowed.find((option) => option === value)
}

function positive(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined
  const number = Number(value)
  return Number.isFinite(number) && number > 0 ? number : undefined
}

/**
 * Reads the filters from a query string. Unknown or malformed values are dropped rather than
 * rejected: a shared link with a stale value should still show cars, not an error.
 */
export function parseFilters(params: URLSearchParams | string): VehicleFilters {
  const query = typeof params === 'string' ? new URLSearchParams(params) : params
  const filters: VehicleFilters = {
    transmission: pick(TRANSMISSIONS, query.get('transmission')),
    fuel: pick(FUEL_TYPES, query.get('fuel')),
    seats: positive(query.get('seats')),
    maxPrice: positive(query.get('maxPrice')),
    sort: pick(SORT_OPTIONS, query.get('sort')),
  }
  return withoutEmpty(filters)
}

function withoutEmpty(filters: VehicleFilters): VehicleFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as VehicleFilters
}

/** The query string for a set of filters, in a stable order so that links stay comparable. */
export function filtersToSearch(filters: VehicleFilters): string {
  const query = new URLSearchParams()
  if (filters.transmission) query.set('transmission', filters.transmission)
  if (filters.fuel) query.set('fuel', filters.fuel)
  if (filters.seats) query.set('seats', String(filters.seats))
  if (filters.maxPrice) query.set('maxPrice', String(filters.maxPrice))
  if (filters.sort) query.set('sort', filters.sort)
  return query.toString()
}

/** How many filters narrow the list (the sort order is no filter). */
export function activeFilterCount(filters: VehicleFilters): number {
  return [filters.transmission, filters.fuel, filters.seats, filters.maxPrice].filter(Boolean)
    .length
}

/** True when a filter narrows the list (sorting alone does not). */
export function hasActiveFilters(filters: VehicleFilters): boolean {
  return activeFilterCount(filters) > 0
}

export function matchesFilters(vehicle: FilterableVehicle, filters: VehicleFilters): boolean {
  if (filters.transmission && vehicle.transmission !== filters.transmission) return false
  if (filters.fuel && vehicle.fuelType !== filters.fuel) return false
  if (filters.seats && vehicle.seats < filters.seats) return false
  if (filters.maxPrice && vehicle.pricePerHour > filters.maxPrice) return false
  return true
}

/** Filters, then sorts by price when asked; the input list is never mutated. */
export function applyFilters<V extends FilterableVehicle>(
  vehicles: readonly V[],
  filters: VehicleFilters,
): V[] {
  const result = vehicles.filter((vehicle) => matchesFilters(vehicle, filters))
  if (filters.sort === 'price-asc') result.sort((a, b) => a.pricePerHour - b.pricePerHour)
  if (filters.sort === 'price-desc') result.sort((a, b) => b.pricePerHour - a.pricePerHour)
  return result
}

/** Seat counts offered by the "minimum seats" filter, taken from the loaded fleet. */
export function seatOptions(vehicles: readonly FilterableVehicle[]): number[] {
  return [...new Set(vehicles.map((vehicle) => vehicle.seats))].sort((a, b) => a - b)
}
