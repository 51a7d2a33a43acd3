import type { FuelType, ReservationStatus } from '../../domain/enums'
import { msg } from '../../i18n/msg'

// How the API's closed lists read to a customer; the values themselves stay as the API sends them.

const STATUS_LABELS: Record<ReservationStatus, string> = {
  CREATED: msg('CREATED'),
  CANCELED: msg('CANCELED'),
  DONE: msg('DONE'),
}

const FUEL_LABELS: Record<FuelType, string> = {
  Electricity: msg('Electricity'),
  Hybrid: msg('Hybrid'),
  Gasoline: msg('Gasoline'),
  Diesel: msg('Diesel'),
  Hydrogen: msg('Hydrogen'),
  LPG: msg('LPG'),
  CNG: msg('CNG'),
}

const labelOf = (labels: Record<string, string>, value: string): string =>
  (Object.hasOwn(labels, value) ? labels[value] : undefined) ?? value

/** A reservation status's message, for `t`; a value outside the list is shown as it is. */
export const statusLabel = (status: string): string => labelOf(STATUS_LABELS, status)

/** A fuel type's message, for `t`; production allows any text, which is shown as it is. */
export const fuelLabel = (fuelType: string): string => labelOf(FUEL_LABELS, fuelType)
