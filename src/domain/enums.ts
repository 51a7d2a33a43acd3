// The API's closed lists, as plain constants: screens that only list or label them (filters, selects) load no schema library.

export const ROLES = ['Customer', 'Administrator'] as const
export type Role = (typeof ROLES)[number]

export const RESERVATION_STATUSES = ['CREATED', 'CANCELED', 'DONE'] as const
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number]

// 'Manuel' is the spelling the production API uses.
export const TRANSMISSIONS = ['Automatic', 'Manuel', 'Tiptronic'] as const
export type Transmission = (typeof TRANSMISSIONS)[number]

export const FUEL_TYPES = [
  'Electricity',
  'Hybrid',
  'Gasoline',
  'Diesel',
  'Hydrogen',
  'LPG',
  'CNG',
] as const
export type FuelType = (typeof FUEL_TYPES)[number]
