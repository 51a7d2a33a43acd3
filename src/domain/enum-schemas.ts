import { FUEL_TYPES, RESERVATION_STATUSES, ROLES, TRANSMISSIONS } from './enums'
import * as z from './zod'

export const RoleSchema = z.enum(ROLES)
export const ReservationStatusSchema = z.enum(RESERVATION_STATUSES)
export const TransmissionSchema = z.enum(TRANSMISSIONS)
export const FuelTypeSchema = z.enum(FUEL_TYPES)
