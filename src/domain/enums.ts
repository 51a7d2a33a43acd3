import * as z from 'zod'

export const ROLES = ['Customer', 'Administrator'] as const
export const RoleSchema = z.enum(ROLES)
export type Role = z.infer<typeof RoleSchema>

export const RESERVATION_STATUSES = ['CREATED', 'CANCELED', 'DONE'] as const
export const ReservationStatusSchema = z.enum(RESERVATION_STATUSES)
export type ReservationStatus = z.infer<typeof ReservationStatusSchema>

// 'Manuel' is the spelling the production API uses.
export const TRANSMISSIONS = ['Automatic', 'Manuel', 'Tiptronic'] as const
export const TransmissionSchema = z.enum(TRANSMISSIONS)
export type Transmission = z.infer<typeof TransmissionSchema>

export const FUEL_TYPES = [
  'Electricity',
  'Hybrid',
  'Gasoline',
  'Diesel',
  'Hydrogen',
  'LPG',
  'CNG',
] as const
export const FuelTypeSchema = z.enum(FUEL_TYPES)
export type FuelType = z.infer<typeof FuelTypeSchema>
