import { enumLabel, TRANSMISSION_LABELS } from '../../domain/enum-labels'
import { FUEL_TYPES, TRANSMISSIONS } from '../../domain/enums'
import type { Vehicle } from '../../domain/vehicle'

/** One transmission's English label, whatever its spelling (`Manuel`, `Manual`): the filters compare by it in every language, and 200.html's script runs this without the site's texts. */
const transmissionKey = (transmission: string) => enumLabel(TRANSMISSION_LABELS, transmission)

export type FilterableVehicle = Readonly<
  Pick<Vehicle, 'transmission' | 'fuelType' | 'seats' | 'pricePerHour'>
>

export const SORT_OPTIONS = ['price-asc', 'price-desc'] as const
export type SortOrder = (typeof SORT_OPTIONS)[number]

/** The filters of the vehicle grid; every field is optional, absent means "any". */
export interface VehicleFilters {
  /** Any text production allows (`Manual`, `Petrol`), not only the values our forms offer. */
  transmission?: string
  fuel?: string
  seats?: number
  maxPrice?: number
  sort?: SortOrder
}

function pick<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return allowed.find((option) => option === value)
}

/** A transmission or fuel type from a link: any text a car can have (at most 30 characters). */
function text(value: string | null): string | undefined {
  const trimmed = value?.trim()
  return trimmed && trimmed.length <= 30 ? trimmed : undefined
}

function positive(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined
  const number = Number(value)
  return Number.isFinite(number) && number > 0 ? number : undefined
}

export function parseFilters(params: URLSearchParams | string): VehicleFilters {
  const query = typeof params === 'string' ? new URLSearchParams(params) : params
  const filters: VehicleFilters = {
    transmission: text(query.get('transmission')),
    fuel: text(query.get('fuel')),
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

export function hasActiveFilters(filters: VehicleFilters): boolean {
  return activeFilterCount(filters) > 0
}

export function matchesFilters(vehicle: FilterableVehicle, filters: VehicleFilters): boolean {
  // By what people read: the form's `Manuel` and production's `Manual` are one transmission.
  if (
    filters.transmission &&
    transmissionKey(vehicle.transmission) !== transmissionKey(filters.transmission)
  ) {
    return false
  }
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

/** The transmissions and fuel types a filter offers: the values our forms know, then any other text the loaded fleet holds, one per label (`Manual` and `Manuel` read the same). */
export function textChoices(vehicles: readonly FilterableVehicle[]) {
  const distinct = (known: readonly string[], found: string[], label: (v: string) => string) => {
    const byLabel = new Map<string, string>()
    for (const value of [...known, ...found.sort((a, b) => a.localeCompare(b))]) {
      if (!byLabel.has(label(value))) byLabel.set(label(value), value)
    }
    return [...byLabel.values()]
  }
  return {
    transmission: distinct(
      TRANSMISSIONS,
      vehicles.map((v) => v.transmission),
      transmissionKey,
    ),
    fuel: distinct(
      FUEL_TYPES,
      vehicles.map((v) => v.fuelType),
      (v) => v,
    ),
  }
}

/** Seat counts offered by the "minimum seats" filter, taken from the loaded fleet. */
export function seatOptions(vehicles: readonly FilterableVehicle[]): number[] {
  return [...new Set(vehicles.map((vehicle) => vehicle.seats))].sort((a, b) => a - b)
}
